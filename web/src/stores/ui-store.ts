import { makeAutoObservable } from 'mobx';

export type ModalName = 'login' | 'register' | 'forgot' | 'changePassword' | 'logoutConfirm' | 'needTrueAccount' | 'copied' | 'notice' | 'zalo';

/** Which modal is open and how the shell is laid out. */
export class UiStore {
  modal: ModalName | null = null;
  /** The change-password modal cannot be dismissed when the server demands the change. */
  passwordChangeForced = false;
  sideMenuCollapsed = false;
  balanceHidden = false;

  constructor() {
    makeAutoObservable(this);
  }

  open(modal: ModalName): void {
    this.modal = modal;
  }

  close(): void {
    if (this.modal === 'changePassword' && this.passwordChangeForced) return;
    this.modal = null;
  }

  forcePasswordChange(forced: boolean): void {
    this.passwordChangeForced = forced;
    this.modal = 'changePassword';
  }

  passwordChanged(): void {
    this.passwordChangeForced = false;
    this.modal = null;
  }

  toggleSideMenu(): void {
    this.sideMenuCollapsed = !this.sideMenuCollapsed;
  }

  toggleBalance(): void {
    this.balanceHidden = !this.balanceHidden;
  }
}
