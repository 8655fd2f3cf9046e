import type { Api } from '../api';
import type { SystemStatusView } from '../../../core/platform/system/get-system-status';
import type { PortalSettings } from '../../../core/domain/system/settings';
import {
  Captcha,
  DomainRoute,
  EmptyQuery,
  HelpArticleBody,
  HelpArticleParams,
  HelpCenter,
  HelpCenterQuery,
  HumanChallenge,
  HumanChallengeQuery,
  SavedHelpArticle,
  RegisterSettings,
  StatusQuery,
  SystemStatus,
  Whitelabel,
} from '../../wps-contract/system';
import type { RegisterSettingsDto, SystemStatusDto } from '../../wps-contract/system';
import { okEnvelope, sendResult } from '../envelope';
import type { Platform } from '../platform';
import { responses } from './schemas';

const MINIMUM_AGE = 18;

export function presentRegisterSettings(settings: PortalSettings, registerType: RegisterSettingsDto['registerType']): RegisterSettingsDto {
  return { registerType, fields: { ...settings.register }, minimumAge: MINIMUM_AGE, zaloBonus: settings.zaloBonus };
}

function presentStatus(view: SystemStatusView, host: string): SystemStatusDto {
  const { settings } = view;
  return {
    state: view.state,
    merchant: settings.merchant,
    merchantName: settings.merchantName,
    currency: settings.currency,
    defaultLang: settings.defaultLang,
    supportLanguages: [...settings.supportLanguages],
    timezone: settings.timezone,
    customerService: [...view.customerService],
    domainRoute: [{ domain: host, route: '/' }],
    resources: [],
    whitelabel: settings.whitelabel as SystemStatusDto['whitelabel'],
    register: presentRegisterSettings(settings, view.registerType),
    mainDomain: host,
    imageCDNs: [...settings.imageCDNs],
    launchGameCDNs: [],
    location: { ip: view.ip },
    maintenance: { enabled: view.state === 1, message: view.state === 1 ? settings.maintenance.message : '' },
    regionRestriction: { blocked: view.state === 2, message: view.state === 2 ? settings.regionRestriction.message : '' },
  };
}

export function systemRoutes(app: Api, platform: Platform): void {
  app.get('/wps/system/status', { schema: { tags: ['system'], querystring: StatusQuery, response: responses(SystemStatus) } }, async (request) =>
    okEnvelope(presentStatus(await platform.systemStatus.execute(request.ip), request.hostname)),
  );

  app.get('/wps/system/whitelabel', { schema: { tags: ['system'], querystring: EmptyQuery, response: responses(Whitelabel) } }, async () =>
    okEnvelope((await platform.site.execute()).whitelabel),
  );

  app.get('/wps/system/setting/register', { schema: { tags: ['system'], querystring: EmptyQuery, response: responses(RegisterSettings) } }, async (request) => {
    const view = await platform.systemStatus.execute(request.ip);
    return okEnvelope(presentRegisterSettings(view.settings, view.registerType));
  });

  app.get('/wps/system/domainRoute', { schema: { tags: ['system'], querystring: EmptyQuery, response: responses(DomainRoute) } }, async (request) =>
    okEnvelope([{ domain: request.hostname, route: '/' }]),
  );

  app.get('/wps/system/helpCenter', { schema: { tags: ['system'], querystring: HelpCenterQuery, response: responses(HelpCenter) } }, async (request) =>
    okEnvelope(await platform.helpCenter.execute(request.query.lang)),
  );

  app.put(
    '/wps/admin/help/:lang/:slug',
    {
      config: { auth: 'member' },
      schema: { tags: ['admin'], querystring: EmptyQuery, params: HelpArticleParams, body: HelpArticleBody, response: responses(SavedHelpArticle) },
    },
    async (request, reply) => {
      return sendResult(
        reply,
        await platform.editHelp.execute(request.principal, { ...request.params, markdown: request.body.markdown, sort: request.body.sort ?? 0 }),
        (a) => a,
      );
    },
  );

  app.get('/wps/captcha', { schema: { tags: ['session'], querystring: EmptyQuery, response: responses(Captcha) } }, async (request, reply) =>
    sendResult(reply, await platform.issueCaptcha.execute({ ip: request.ip }), (c) => c),
  );

  app.get(
    '/wps/verification/challenge',
    { schema: { tags: ['session'], querystring: HumanChallengeQuery, response: responses(HumanChallenge) } },
    async (request) => okEnvelope(await platform.issueHumanChallenge.execute(request.query.username, { ip: request.ip })),
  );
}
