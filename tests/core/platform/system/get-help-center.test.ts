import { describe, expect, it } from 'vitest';
import { GetHelpCenter } from '../../../../core/platform/system/get-help-center';
import { defaultSettings, InMemoryHelp, InMemorySettings } from '../../../support/fakes/settings';

const article = (lang: string, slug: string) => ({ lang, slug, sort: 0, title: `${slug}-${lang}`, content: `<p>${slug}</p>` });

function helpCenter(articles = [article('EN', 'about'), article('EN', 'account'), article('UR', 'about')], supportLanguages = ['EN', 'UR', 'ZH']) {
  return new GetHelpCenter({ help: new InMemoryHelp(articles), settings: new InMemorySettings(defaultSettings({ supportLanguages })) });
}

describe('GetHelpCenter', () => {
  it('a supported language with articles gets its own articles', async () => {
    expect(await helpCenter().execute('UR')).toEqual({ lang: 'UR', articles: [{ slug: 'about', title: 'about-UR', content: '<p>about</p>' }] });
  });

  it('an unsupported or missing language gets the default language', async () => {
    for (const lang of ['FR', undefined, '', 'en']) expect((await helpCenter().execute(lang)).lang).toBe('EN');
    expect((await helpCenter().execute('FR')).articles.map((a) => a.slug)).toEqual(['about', 'account']);
  });

  it("a supported language without articles falls back to the default language's", async () => {
    expect(await helpCenter().execute('ZH')).toMatchObject({ lang: 'EN', articles: [{ slug: 'about' }, { slug: 'account' }] });
  });

  it('with no articles at all the default language answers with an empty list', async () => {
    expect(await helpCenter([]).execute('ZH')).toEqual({ lang: 'EN', articles: [] });
  });
});
