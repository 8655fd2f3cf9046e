import { Authenticate } from '../../core/platform/access/authenticate';
import { ChangePassword } from '../../core/platform/access/change-password';
import { CreateStaff } from '../../core/platform/access/create-staff';
import { FindMember } from '../../core/platform/access/find-member';
import { GetMemberInfo } from '../../core/platform/access/get-member-info';
import { GetSessionSummary } from '../../core/platform/protection/get-session-summary';
import { IssueCaptcha } from '../../core/platform/access/issue-captcha';
import { IssueHumanChallenge } from '../../core/platform/access/issue-human-challenge';
import { Login } from '../../core/platform/access/login';
import { Logout } from '../../core/platform/access/logout';
import { Register } from '../../core/platform/access/register';
import { RegisterMobile } from '../../core/platform/access/register-mobile';
import { FinishSocialSignIn, ListMySocialLinks, StartSocialSignIn, type SocialDeps } from '../../core/platform/access/social-sign-in';
import { SqlPendingSocialSignIns, SqlSocialLinks } from '../../adapters/sql/repositories/sql-social';
import { HttpOidcClient } from '../../adapters/oidc/oidc-client';
import { StartFreePlay } from '../../core/platform/access/start-free-play';
import { LoginWithSms } from '../../core/platform/access/login-with-sms';
import { SendSmsCode } from '../../core/platform/verification/send-sms-code';
import { SqlPasswordResets } from '../../adapters/sql/repositories/sql-password-resets';
import { RequestPasswordReset } from '../../core/platform/access/request-password-reset';
import { ResetPassword } from '../../core/platform/access/reset-password';
import { ResetPasswordBySms } from '../../core/platform/access/reset-password-by-sms';
import type { Platform } from '../../adapters/api-server/platform';
import { cryptoRandom } from '../../adapters/crypto/system-clock';
import { SqlBetRecords } from '../../adapters/sql/repositories/sql-bet-records';
import { AnswerLoginChallenge } from '../../core/platform/access/answer-login-challenge';
import { SendChallengeCode } from '../../core/platform/access/send-challenge-code';
import type { ServerWiring } from './wiring';

/** Signing in and out, registration, verification codes and password resets. */
export function accessUseCases(w: ServerWiring) {
  const { db, access: deps, challenge, verification, outbound, messages, affiliates } = w;
  const resets = new SqlPasswordResets(db, outbound);
  return {
    authenticate: new Authenticate(deps),
    login: new Login({ ...deps, ...challenge }),
    answerLoginChallenge: new AnswerLoginChallenge({ ...deps, ...challenge }),
    sendChallengeCode: new SendChallengeCode({ ...deps, ...challenge, postbox: outbound }),
    logout: new Logout(deps),
    register: new Register({ ...deps, affiliates }),
    changePassword: new ChangePassword(deps),
    memberInfo: new GetMemberInfo({ ...deps, inbox: messages }),
    sessionSummary: new GetSessionSummary({ ...deps, bets: new SqlBetRecords(db) }),
    freePlay: new StartFreePlay({ ...deps, random: cryptoRandom }),
    findMember: new FindMember({ ...deps, inbox: messages, audit: w.auditLog }),
    createStaff: new CreateStaff(deps),
    issueCaptcha: new IssueCaptcha(deps),
    issueHumanChallenge: new IssueHumanChallenge(deps),
    sendSmsCode: new SendSmsCode({ ...verification, accounts: deps.accounts, postbox: outbound, settings: w.settings, random: cryptoRandom }),
    loginWithSms: new LoginWithSms({ ...deps, ...verification }),
    registerMobile: new RegisterMobile({ ...deps, ...verification, affiliates }),
    social: socialUseCases({ ...deps, pendingSocial: new SqlPendingSocialSignIns(db), socialLinks: new SqlSocialLinks(db), oidc: new HttpOidcClient() }),
    requestPasswordReset: new RequestPasswordReset({ ...deps, resets, postbox: outbound }),
    resetPassword: new ResetPassword({ ...deps, resets }),
    resetPasswordBySms: new ResetPasswordBySms({ ...deps, ...verification }),
  } satisfies Partial<Platform>;
}

function socialUseCases(d: SocialDeps): Platform['social'] {
  return { start: new StartSocialSignIn(d), finish: new FinishSocialSignIn(d), links: new ListMySocialLinks(d) };
}
