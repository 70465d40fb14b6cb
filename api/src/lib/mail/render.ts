import { MAIL_KIND_INFO, type MailKind } from './kinds';
import type { MailContent } from './templates';

// A message's content laid out twice: plain text, and HTML in the shop's colours (shared/src/theme) with inline styles
// only, as mail clients need. Every link is absolute to the shop's public origin.

const COLOURS = { primary: '#1f3a5f', onPrimary: '#ffffff', text: '#1a202c', muted: '#4a5568', background: '#f7f8fa', surface: '#ffffff', border: '#d2d6dc' };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface RenderLinks {
  /** The shop's origin, e.g. https://shop.example (no trailing slash). */
  origin: string;
  /** The signed unsubscribe page of this kind; absent for security notices. */
  unsubscribeUrl?: string;
  /** The preferences page for everything else. */
  preferencesUrl?: string;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function textOf(content: MailContent, links: RenderLinks, footer: string[]): string {
  const lines = [content.heading, '', ...content.paragraphs.flatMap((paragraph) => [paragraph, ''])];
  if (content.table) {
    for (const row of content.table.rows) lines.push(`- ${row[0]} × ${row[1]}: ${row[2]}`);
    lines.push('');
  }
  if (content.action) lines.push(`${content.action.label}: ${links.origin}${content.action.path}`, '');
  return [...lines, '--', ...footer].join('\n');
}

function htmlOf(content: MailContent, links: RenderLinks, footer: string[]): string {
  const cell = `padding:6px 8px;border-bottom:1px solid ${COLOURS.border};text-align:left`;
  const table = content.table
    ? `<table role="presentation" style="border-collapse:collapse;width:100%;margin:8px 0 16px">` +
      `<tr>${content.table.head.map((head) => `<th style="${cell}">${escapeHtml(head)}</th>`).join('')}</tr>` +
      content.table.rows.map((row) => `<tr>${row.map((value) => `<td style="${cell}">${escapeHtml(value)}</td>`).join('')}</tr>`).join('') +
      '</table>'
    : '';
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(links.origin + content.action.path)}" style="background:${COLOURS.primary};color:${COLOURS.onPrimary};padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const footerHtml = footer.map((line) => `<p style="margin:4px 0">${linkify(escapeHtml(line))}</p>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;background:${COLOURS.background};font-family:Arial,Helvetica,sans-serif;color:${COLOURS.text}">
<div style="max-width:600px;margin:0 auto;background:${COLOURS.surface};border:1px solid ${COLOURS.border}">
<div style="background:${COLOURS.primary};color:${COLOURS.onPrimary};padding:16px 24px;font-size:20px;font-weight:bold">Marketplace</div>
<div style="padding:24px">
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((paragraph) => `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(paragraph)}</p>`).join('\n')}
${table}${action}
</div>
<div style="padding:16px 24px;border-top:1px solid ${COLOURS.border};color:${COLOURS.muted};font-size:13px">${footerHtml}</div>
</div></body></html>`;
}

/** Turns the absolute links of an escaped footer line into anchors. */
const linkify = (line: string) => line.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}" style="color:${COLOURS.primary}">${url}</a>`);

export function renderMail(kind: MailKind, content: MailContent, links: RenderLinks): RenderedMail {
  const footer = MAIL_KIND_INFO[kind].security
    ? ['This is a security notice about your account: it is sent whatever your e-mail preferences.']
    : [
        `You receive this because "${MAIL_KIND_INFO[kind].label}" is on in your e-mail preferences${links.preferencesUrl ? `: ${links.preferencesUrl}` : '.'}`,
        ...(links.unsubscribeUrl ? [`Stop these e-mails with one click: ${links.unsubscribeUrl}`] : []),
      ];
  return { subject: content.subject, text: textOf(content, links, footer), html: htmlOf(content, links, footer) };
}
