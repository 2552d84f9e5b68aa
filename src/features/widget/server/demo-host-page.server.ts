import { randomBytes } from 'node:crypto'
import { escapeHtml } from '~/lib/escape-html'
import type { Database } from '~/server/db/client.server'
import { contentSecurityPolicy } from '~/server/security-headers'
import { DEMO_WIDGET_PERSON, signDemoWidgetToken } from '../demo-widget.server'
import { readEmbedSettings } from './embed-settings.server'

/**
 * The demo's host page (/demo/widget): a pretend customer product on Parley's own origin that embeds the demo
 * project's widget, signs in a demo customer with a token signed here on the server (as a host's server would,
 * docs/widget.md), and has a few buttons that call the JavaScript API. Served only where the demo is seeded
 * (SEED_DEMO); the demo seed turns the widget on for this project with Parley's own origin allowed
 * (demo-widget.server.ts).
 */
export const DEMO_WIDGET_PROJECT = { orgSlug: 'demo', projectSlug: 'public-roadmap' } as const

const STYLE = `
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;background:#f6f7fb;color:#1c1f2a}
header{background:#1c1f2a;color:#fff;padding:14px 24px;display:flex;justify-content:space-between;gap:12px;flex-wrap:wrap}
main{max-width:720px;margin:0 auto;padding:24px}
h1{font-size:26px;margin:0 0 8px}
.card{background:#fff;border:1px solid #dde1ea;border-radius:10px;padding:18px;margin:16px 0}
.buttons{display:flex;flex-wrap:wrap;gap:8px}
button{font:inherit;padding:8px 14px;border-radius:6px;border:1px solid #4338ca;background:#fff;color:#312e81;cursor:pointer}
button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
code{background:#eef0f6;padding:1px 4px;border-radius:4px}
#log{font:13px/1.5 ui-monospace,monospace;white-space:pre-wrap;margin:0;max-height:240px;overflow:auto}
`

/**
 * The page, or null where there is no demo (the route then answers not found). Without the demo's widget (turned
 * off in its settings, or this origin not among its allowed ones) the page says so instead of embedding it.
 */
export async function demoHostPage(
  db: Database,
  options: { baseUrl: string; development: boolean; seedDemo: boolean },
): Promise<Response | null> {
  if (!options.seedDemo) return null
  const widget = await readEmbedSettings(db, DEMO_WIDGET_PROJECT.orgSlug, DEMO_WIDGET_PROJECT.projectSlug)
  const origin = new URL(options.baseUrl).origin
  const usable = widget?.allowedOrigins.includes(origin) === true
  const token = usable ? await signDemoWidgetToken(db, DEMO_WIDGET_PROJECT) : null
  const project = `${DEMO_WIDGET_PROJECT.orgSlug}/${DEMO_WIDGET_PROJECT.projectSlug}`
  const nonceValue = randomBytes(16).toString('base64')
  const nonce = escapeHtml(nonceValue)
  // The token is written by our server into our own page, as a host's server would; JSON, escaped for <script>.
  const data = JSON.stringify({ token }).replace(/</g, '\\u003c')
  const script = `
window.Parley=window.Parley||function(){(Parley.q=Parley.q||[]).push(arguments)};
(function(){
  var demo=${data};
  var log=document.getElementById('log');
  function note(text){log.textContent+=new Date().toLocaleTimeString()+'  '+text+'\\n';log.scrollTop=log.scrollHeight}
  ['ready','open','close','identified','feedback:created','vote','error'].forEach(function(name){
    Parley('on',name,function(detail){note(name+(detail?' '+JSON.stringify(detail):''))})
  });
  if(demo.token)Parley('identify',{token:demo.token});
  var actions={
    open:function(){Parley('open')},
    updates:function(){Parley('open',{tab:'updates'})},
    close:function(){Parley('close')},
    logout:function(){Parley('logout');note('logout sent')},
    identify:function(){if(demo.token)Parley('identify',{token:demo.token})}
  };
  document.querySelectorAll('[data-action]').forEach(function(button){
    button.addEventListener('click',function(){actions[button.getAttribute('data-action')]()})
  });
})();`
  const body = usable
    ? `<div class="card"><h2>Try the JavaScript API</h2><div class="buttons">
<button type="button" data-action="open">Parley('open')</button>
<button type="button" data-action="updates">Parley('open', { tab: 'updates' })</button>
<button type="button" data-action="close">Parley('close')</button>
<button type="button" data-action="logout">Parley('logout')</button>
<button type="button" data-action="identify">Parley('identify', { token })</button>
</div></div>
<div class="card"><h2>Events</h2><pre id="log" role="log" aria-live="polite"></pre></div>`
    : `<div class="card"><h2>The demo's widget is off</h2><p>Turn it on in the settings of the <code>${escapeHtml(project)}</code> project (Widget) and allow <code>${escapeHtml(origin)}</code> as a host origin, then reload this page.</p><pre id="log" hidden></pre></div>`
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Northwind Analytics · Parley widget demo</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style nonce="${nonce}">${STYLE}</style></head><body>
<header><strong>Northwind Analytics</strong><span>Signed in as ${escapeHtml(DEMO_WIDGET_PERSON.name)}</span></header>
<main><h1>A customer's product, with Parley's widget</h1>
<p>This page stands for a product that embeds the widget of <code>${escapeHtml(project)}</code>. Its server signed a token for
${escapeHtml(DEMO_WIDGET_PERSON.name)} (${escapeHtml(DEMO_WIDGET_PERSON.company.name)}), so the widget knows who is voting and posting.
Open it with the Feedback button in the corner.</p>
${body}
</main>
<script nonce="${nonce}">${script}</script>
${usable ? `<script src="/widget.js" data-parley-project="${escapeHtml(project)}" async></script>` : ''}
</body></html>`
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      // A fresh token on every visit; never kept by a cache.
      'Cache-Control': 'no-store',
      'Content-Security-Policy': contentSecurityPolicy({
        nonce: nonceValue,
        development: options.development,
      }),
    },
  })
}
