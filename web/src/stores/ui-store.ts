import { makeAutoObservable } from 'mobx';
import type { Message } from '../../../core/domain/kernel/message';

/** What an action that changed money or security did, shown until dismissed or timed out. */
export interface Notice {
  readonly id: number;
  readonly message: Message;
}

export type ModalName = 'login' | 'register' | 'forgot' | 'changePassword' | 'logoutConfirm' | 'needTrueAccount' | 'copied' | 'notice' | 'zalo';

/** Which modal is open and how the shell is laid out. */
export class UiStore {
  modal: ModalName | null = null;
  /** The change-password modal cannot be dismissed when the server demands the change. */
  passwordChangeForced = false;
  sideMenuCollapsed = false;
  /** The side menu as an off-canvas drawer (narrow screens). */
  drawerOpen = false;
  balanceHidden = false;
  notices: Notice[] = [];
  private lastNotice = 0;

  constructor() {
    makeAutoObservable<UiStore, 'lastNotice'>(this, { lastNotice: false });
  }

  /** Confirms what just happened (a bonus paid, a password set, an account made). */
  confirm(message: Message): void {
    this.notices.push({ id: ++this.lastNotice, message });
  }

  dismiss(id: number): void {
    this.notices = this.notices.filter((n) => n.id !== id);
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

  openDrawer(open: boolean): void {
    this.drawerOpen = open;
  }

  toggleBalance(): void {
    this.balanceHidden = !this.balanceHidden;
  }
}
