/**
 * Help articles are written in a small Markdown subset and stored as HTML the portal shows as is,
 * so everything the author typed is escaped; only these come out as tags: headings (# and ## as
 * h2, the top level under the page's own title; ### and ####),
 * paragraphs, bulleted and numbered lists, **bold**, *emphasis*, `code`, and links to this site
 * (/path, #anchor) or to https pages.
 */
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const SAFE_LINK = /^(https:\/\/[^\s"'<>]+|\/(?![/\\])[^\s"'<>]*|#[\w-]+)$/;

function inline(text: string): string {
  const parts: string[] = [];
  const pattern = /`([^`]+)`|\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    parts.push(escape(text.slice(last, m.index)));
    if (m[1] !== undefined) parts.push(`<code>${escape(m[1])}</code>`);
    else if (m[2] !== undefined) parts.push(`<strong>${escape(m[2])}</strong>`);
    else if (m[3] !== undefined) parts.push(`<em>${escape(m[3])}</em>`);
    else if (SAFE_LINK.test(m[5]!))
      parts.push(`<a href="${escape(m[5]!)}"${m[5]!.startsWith('https://') ? ' rel="noopener noreferrer" target="_blank"' : ''}>${escape(m[4]!)}</a>`);
    else parts.push(escape(m[0]));
    last = m.index + m[0].length;
  }
  parts.push(escape(text.slice(last)));
  return parts.join('');
}

export function markdownToHtml(markdown: string): string {
  const html: string[] = [];
  let paragraph: string[] = [];
  let list: { tag: 'ul' | 'ol'; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length > 0) html.push(`<p>${inline(paragraph.join(' '))}</p>`);
    paragraph = [];
    if (list) html.push(`<${list.tag}>${list.items.map((i) => `<li>${inline(i)}</li>`).join('')}</${list.tag}>`);
    list = null;
  };
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^(#{1,4})\s+(.+)$/.exec(line);
    const bullet = /^[-*]\s+(.+)$/.exec(line);
    const numbered = /^\d{1,3}[.)]\s+(.+)$/.exec(line);
    if (line === '') flush();
    else if (heading) {
      flush();
      const level = Math.max(2, heading[1]!.length);
      html.push(`<h${level}>${inline(heading[2]!)}</h${level}>`);
    } else if (bullet || numbered) {
      const tag = bullet ? 'ul' : 'ol';
      if (paragraph.length > 0 || (list && list.tag !== tag)) flush();
      list ??= { tag, items: [] };
      list.items.push((bullet ?? numbered)![1]!);
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return html.join('\n');
}

/** An article file: its first `# Title` line is the title, the rest the text. */
export function splitArticle(markdown: string): { title: string; body: string } {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const at = lines.findIndex((l) => /^#\s+\S/.test(l.trim()));
  if (at === -1) return { title: '', body: markdown };
  return { title: lines[at]!.trim().replace(/^#\s+/, ''), body: [...lines.slice(0, at), ...lines.slice(at + 1)].join('\n') };
}
