// The built-in sandboxes' pages: a plain card saying who asks for how much, with the two choices
// the real provider would offer (pay / decline), as real forms so they work without JavaScript.
import { type Html, html } from '../../mail/html.ts';

export function sandboxPage(input: {
  provider: string;
  title: string;
  lines: string[];
  action: string;
  hidden: Record<string, string>;
  approve: string;
  decline: string;
}): string {
  const hidden: Html[] = Object.entries(input.hidden).map(
    ([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`,
  );
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${input.title}</title></head>
<body style="font-family:system-ui,sans-serif;background:#f4f4f5;margin:0;padding:48px 16px">
<main style="max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:32px;box-shadow:0 1px 3px #0002">
<p style="margin:0 0 8px;color:#71717a;font-size:13px">${input.provider} · built-in sandbox, no money moves</p>
<h1 style="margin:0 0 16px;font-size:22px">${input.title}</h1>
${input.lines.map((line) => html`<p style="margin:0 0 8px">${line}</p>`)}
<form method="post" action="${input.action}" style="display:flex;gap:12px;margin-top:24px">
${hidden}
<button type="submit" name="decision" value="approve" style="flex:1;padding:12px;border:0;border-radius:6px;background:#16a34a;color:#fff;font-size:16px">${input.approve}</button>
<button type="submit" name="decision" value="decline" style="flex:1;padding:12px;border:1px solid #d4d4d8;border-radius:6px;background:#fff;font-size:16px">${input.decline}</button>
</form></main></body></html>`.value;
}
