// The marketing pages' whole stylesheet, inlined in <head> so the first paint needs no second request.
// Brand values match web/styles.css (brand-700 #0f4c81, accent #f5b301, the system font stack).

const source = String.raw`
:root{--brand:#0f4c81;--brand-800:#0c3d68;--brand-900:#0a2f50;--brand-50:#eef5fb;--brand-100:#d5e6f4;--accent:#f5b301;
--ink:#0f172a;--muted:#475569;--line:#e2e8f0;--soft:#f8fafc;--ok:#15803d;--bad:#b91c1c;--r:14px;
font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--ink);
line-height:1.55;-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;background:#fff;-webkit-font-smoothing:antialiased}
h1,h2,h3{line-height:1.15;margin:0 0 .75rem;letter-spacing:-.02em;color:var(--brand-900)}
h1{font-size:clamp(2rem,7vw,3.25rem);font-weight:800}
h2{font-size:clamp(1.6rem,5vw,2.25rem);font-weight:800}
h3{font-size:1.15rem;font-weight:700}
p{margin:0 0 1rem}
a{color:var(--brand)}
img,svg{display:block}
:focus-visible{outline:3px solid #1f6fb2;outline-offset:2px;border-radius:4px}
.skip{position:absolute;left:.5rem;top:-3rem;z-index:50;background:var(--brand);color:#fff;padding:.6rem 1rem;border-radius:8px}
.skip:focus{top:.5rem}
.wrap{max-width:72rem;margin:0 auto;padding:0 1.25rem}
.narrow{max-width:46rem}
.lead{font-size:1.15rem;color:var(--muted);max-width:40rem}
.muted{color:var(--muted)}
.small{font-size:.9rem}
.center{text-align:center}.center .lead{margin-left:auto;margin-right:auto}
.eyebrow{display:inline-block;font-size:.8rem;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:var(--brand);margin-bottom:.5rem}
.btn{display:inline-flex;align-items:center;justify-content:center;gap:.5rem;min-height:48px;padding:.7rem 1.25rem;border-radius:10px;
border:2px solid transparent;font:inherit;font-weight:700;text-decoration:none;cursor:pointer;line-height:1.2;text-align:center}
.btn-primary{background:var(--brand);color:#fff}.btn-primary:hover{background:var(--brand-800)}
.btn-accent{background:var(--accent);color:var(--brand-900)}.btn-accent:hover{background:#f7c53d}
.btn-outline{border-color:var(--brand);color:var(--brand);background:#fff}.btn-outline:hover{background:var(--brand-50)}
.btn-light{border-color:#fff;color:#fff;background:transparent}
.btn-sm{min-height:44px;padding:.5rem .9rem;font-size:.95rem}
.btn[disabled]{opacity:.65;cursor:wait}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
.center .actions{justify-content:center}
.icon{flex:none}
.site-header{position:sticky;top:0;z-index:40;background:#fff;border-bottom:1px solid var(--line)}
.bar{display:flex;align-items:center;gap:.5rem;height:64px}
.bar .btn-sm{white-space:nowrap;padding:.5rem .8rem}
.brand{display:inline-flex;align-items:center;gap:.5rem;font-size:1.25rem;font-weight:800;letter-spacing:-.02em;color:var(--brand);
text-decoration:none;margin-right:auto;min-height:44px}
.nav-main,.bar .link-login{display:none}
.nav-main ul{display:flex;gap:.25rem;list-style:none;margin:0;padding:0}
.nav-main a,.link-login{display:inline-flex;align-items:center;min-height:44px;padding:0 .7rem;border-radius:8px;color:var(--ink);
text-decoration:none;font-weight:600;white-space:nowrap}
.nav-main a:hover,.link-login:hover{background:var(--brand-50)}
.nav-main a[aria-current=page]{color:var(--brand);box-shadow:inset 0 -3px 0 var(--accent)}
.menu{position:relative}
@media (max-width:419px){.bar .brand{font-size:1.1rem}.bar .btn-sm{font-size:.9rem;padding:.5rem .65rem}
.menu-label{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap}}
.menu summary{display:flex;align-items:center;gap:.35rem;min-height:44px;padding:0 .6rem;border:1px solid var(--line);border-radius:10px;
cursor:pointer;font-weight:600;list-style:none}
.menu summary::-webkit-details-marker{display:none}
.menu .menu-close,.menu[open] .menu-open{display:none}.menu[open] .menu-close{display:block}
.menu-panel{position:absolute;right:0;top:calc(100% + .5rem);width:min(18rem,calc(100vw - 2.5rem));background:#fff;border:1px solid var(--line);
border-radius:var(--r);box-shadow:0 12px 32px rgb(15 23 42/.15);padding:.5rem}
.menu-panel ul{list-style:none;margin:0;padding:0}
.menu-panel a{display:flex;align-items:center;min-height:48px;padding:0 .9rem;border-radius:8px;color:var(--ink);text-decoration:none;font-weight:600}
.menu-panel a:hover,.menu-panel a[aria-current=page]{background:var(--brand-50);color:var(--brand)}
.menu-panel .btn{width:100%;margin-top:.5rem;color:var(--brand-900)}
@media (min-width:1024px){.nav-main,.bar .link-login{display:flex}.menu{display:none}.brand{margin-right:1.5rem}.nav-main{margin-right:auto}}
.section{padding:3.5rem 0}
.section-soft{background:var(--soft);border-top:1px solid var(--line);border-bottom:1px solid var(--line)}
.section-brand{background:var(--brand);color:#fff}
.section-brand h2,.section-brand h3{color:#fff}.section-brand .lead,.section-brand p{color:#dbe8f5}
.section-head{margin-bottom:2rem}
.hero{padding:2.5rem 0 2.5rem;background:linear-gradient(180deg,var(--brand-50),#fff)}
.hero+.section{padding-top:1.5rem}
.hero-grid{display:grid;gap:2.5rem;align-items:center}
.note{display:flex;align-items:center;gap:.4rem;margin-top:1rem;font-size:.9rem;color:var(--muted)}
.note .icon{color:var(--ok)}
.grid{display:grid;gap:1rem}
@media (min-width:640px){.grid-2,.grid-3,.grid-4{grid-template-columns:repeat(2,1fr)}}
@media (min-width:960px){.hero-grid{grid-template-columns:1.1fr .9fr}.grid-3{grid-template-columns:repeat(3,1fr)}
.grid-4{grid-template-columns:repeat(4,1fr)}.section{padding:5rem 0}.hero{padding:4.5rem 0 4rem}.hero+.section{padding-top:2rem}}
.card{position:relative;background:#fff;border:1px solid var(--line);border-radius:var(--r);padding:1.5rem}
.card p:last-child,.card ul:last-child{margin-bottom:0}
.card-icon{display:inline-flex;align-items:center;justify-content:center;width:48px;height:48px;border-radius:12px;
background:var(--brand-50);color:var(--brand);margin-bottom:1rem}
.badge{display:inline-block;padding:.15rem .6rem;border-radius:999px;font-size:.75rem;font-weight:800;letter-spacing:.04em;
background:var(--accent);color:var(--brand-900);vertical-align:middle}
.card .badge{position:absolute;top:1.25rem;right:1.25rem}
.card-new{border:2px solid var(--accent)}
.ticks{list-style:none;margin:0 0 1rem;padding:0}
.ticks li{display:flex;gap:.6rem;padding:.3rem 0}
.ticks .icon{color:var(--ok);margin-top:.2rem}
.ticks.card{padding:1.25rem 1.5rem}
.phone{max-width:20rem;margin:0 auto;background:var(--brand-900);border-radius:2rem;padding:.75rem;box-shadow:0 24px 48px rgb(10 47 80/.25)}
.phone-screen{background:#fff;border-radius:1.4rem;padding:1.25rem;font-size:.92rem}
.phone-top{display:flex;justify-content:space-between;align-items:center;margin-bottom:1rem;font-weight:700;color:var(--brand-900)}
.pill{display:inline-block;padding:.15rem .6rem;border-radius:999px;font-size:.78rem;font-weight:700}
.pill-ok{background:#dcfce7;color:#14532d}.pill-wait{background:#fef3c7;color:#78350f}
.bar-track{height:8px;border-radius:8px;background:var(--line);overflow:hidden;margin:.4rem 0 1rem}
.bar-fill{height:100%;background:var(--brand)}
.row{display:flex;justify-content:space-between;gap:1rem;padding:.45rem 0;border-bottom:1px solid var(--line)}
.row:last-child{border-bottom:0}
.photos{display:grid;grid-template-columns:repeat(3,1fr);gap:.4rem;margin:.75rem 0}
.photos span{aspect-ratio:1;border-radius:8px;background:linear-gradient(135deg,#cbd5e1,#94a3b8)}
.sig{border:1px dashed #94a3b8;border-radius:10px;padding:.5rem;margin-top:.75rem;color:var(--brand-900)}
.calc{display:grid;gap:1.5rem;background:#fff;border:1px solid var(--line);border-radius:var(--r);padding:1.5rem;box-shadow:0 8px 24px rgb(15 23 42/.06)}
@media (min-width:960px){.calc{grid-template-columns:1fr 1.3fr;padding:2rem}}
.field{display:grid;gap:.35rem;margin-bottom:1rem}
.field label{font-weight:700}
.hint{font-size:.88rem;color:var(--muted)}
.input{width:100%;min-height:48px;padding:.6rem .8rem;border:1px solid #94a3b8;border-radius:10px;font:inherit;font-size:1rem;color:var(--ink);background:#fff}
.input:focus{outline:3px solid #1f6fb2;outline-offset:1px;border-color:var(--brand)}
.input[aria-invalid=true]{border-color:var(--bad)}
textarea.input{min-height:9rem;resize:vertical}
.prefix{position:relative}.prefix span{position:absolute;left:.85rem;top:50%;transform:translateY(-50%);color:var(--muted)}
.prefix .input{padding-left:1.6rem}
.error{color:var(--bad);font-size:.9rem;font-weight:600;margin:0}
.results{display:grid;grid-template-columns:1fr 1fr;gap:.75rem;margin:0}
.results div{background:var(--soft);border-radius:12px;padding:1rem}
.results dt{font-size:.88rem;color:var(--muted);font-weight:600}
.results dd{margin:.25rem 0 0;font-size:clamp(1.3rem,5vw,1.75rem);font-weight:800;color:var(--brand-900);font-variant-numeric:tabular-nums}
.results .win{background:var(--brand)}.results .win dt{color:#dbe8f5}.results .win dd{color:#fff}
.trades{display:grid;gap:1rem}
@media (min-width:960px){.trades{grid-template-columns:repeat(3,1fr)}}
.steps{counter-reset:step;list-style:none;margin:0;padding:0;display:grid;gap:1rem}
@media (min-width:960px){.steps{grid-template-columns:repeat(4,1fr)}}
.steps li{counter-increment:step}
.steps li::before{content:counter(step);display:inline-flex;align-items:center;justify-content:center;width:40px;height:40px;border-radius:50%;
background:var(--accent);color:var(--brand-900);font-weight:800;margin-bottom:.75rem}
.section-brand .stat{font-size:clamp(2.25rem,8vw,3rem);font-weight:800;color:#fff;line-height:1;margin-bottom:.35rem}
.quote{margin:0}
.quote blockquote{margin:0 0 1rem;font-size:1.05rem}
.quote figcaption{font-weight:700;color:var(--brand-900)}
.period-set{border:0;margin:0;padding:0;min-width:0}
.period{position:relative;display:inline-flex;padding:4px;border-radius:12px;background:var(--brand-50);border:1px solid var(--brand-100);margin:0 0 .5rem}
.period input{position:absolute;opacity:0;width:1px;height:1px}
.period label{display:inline-flex;align-items:center;gap:.4rem;min-height:44px;padding:0 1.1rem;border-radius:9px;font-weight:700;cursor:pointer;color:var(--brand-900)}
.period input:checked+label{background:var(--brand);color:#fff}
.period input:focus-visible+label{outline:3px solid #1f6fb2;outline-offset:2px}
.period .save{font-size:.75rem;font-weight:800;background:var(--accent);color:var(--brand-900);border-radius:999px;padding:.05rem .45rem}
.pricing:has(#period-monthly:checked) .yearly,.pricing:has(#period-yearly:checked) .monthly{display:none}
.plans{display:grid;gap:1.5rem 1rem;margin-top:1.75rem}
@media (min-width:640px){.plans{grid-template-columns:repeat(2,1fr)}}
@media (min-width:1100px){.plans{grid-template-columns:repeat(4,1fr)}}
.plan{display:flex;flex-direction:column}
.plan .ticks{flex:1}
.plan .badge{top:-.8rem;left:1.5rem;right:auto}
.plan-popular{border:2px solid var(--brand);box-shadow:0 12px 32px rgb(15 76 129/.18)}
.price{white-space:nowrap;margin:.75rem 0 .25rem;font-size:clamp(2rem,3vw,2.4rem);font-weight:800;color:var(--brand-900);line-height:1;font-variant-numeric:tabular-nums}
.price small{font-size:1rem;font-weight:600;color:var(--muted)}
.price-note{min-height:2.7em;font-size:.88rem;color:var(--muted)}
.plan .btn{width:100%;margin-top:auto}
.compare{width:100%;border-collapse:collapse;background:#fff;border-radius:var(--r);overflow:hidden;font-variant-numeric:tabular-nums}
.compare th,.compare td{padding:.8rem;border-bottom:1px solid var(--line);text-align:right}
.compare th:first-child,.compare td:first-child{text-align:left}
.compare thead th{background:var(--brand-50);color:var(--brand-900)}
.compare tfoot td{font-weight:800;color:var(--brand-900);border-bottom:0}
.faq-section{scroll-margin-top:80px;margin-bottom:2.5rem}
.faq-item{border:1px solid var(--line);border-radius:12px;background:#fff;margin-bottom:.6rem}
.faq-item summary{display:flex;justify-content:space-between;align-items:center;gap:1rem;min-height:56px;padding:.75rem 1rem;font-weight:700;cursor:pointer;list-style:none}
.faq-item summary::-webkit-details-marker{display:none}
.faq-item summary::after{content:"+";flex:none;font-size:1.5rem;line-height:1;color:var(--brand)}
.faq-item[open] summary::after{content:"\2212"}
.faq-item .answer{padding:0 1rem 1rem;color:#334155}
.faq-item .answer p:last-child{margin:0}
.meta{display:flex;flex-wrap:wrap;gap:.35rem .9rem;font-size:.88rem;color:var(--muted);margin-bottom:.75rem}
.tag{display:inline-block;font-size:.78rem;font-weight:700;color:var(--brand);background:var(--brand-50);border-radius:999px;padding:.15rem .6rem;margin-bottom:.75rem}
.post{display:flex;flex-direction:column}
.post h2{font-size:1.3rem}
.post h2 a{color:var(--brand-900);text-decoration:none}
.post h2 a:hover{text-decoration:underline}
.post .more{margin-top:auto;font-weight:700}
.article h2{font-size:1.4rem;margin-top:2rem}
.article p,.article li{font-size:1.06rem}
.options a{text-decoration:none;color:inherit;height:100%}
.options a:hover{border-color:var(--brand)}
.options h3{display:flex;align-items:center;gap:.5rem}
.panel{background:#fff;border:1px solid var(--line);border-radius:var(--r);padding:1.5rem}
.panel-ok{text-align:center;border-color:#86efac;background:#f0fdf4}
.panel-ok .icon{margin:0 auto .75rem;color:var(--ok)}
.alert{border-left:4px solid var(--bad);background:#fef2f2;padding:.75rem 1rem;border-radius:8px;margin-bottom:1rem}
.alert strong{display:block;color:var(--bad)}
.support-grid{display:grid;gap:2rem}
@media (min-width:960px){.support-grid{grid-template-columns:1.2fr .8fr}}
.site-footer{background:var(--brand-900);color:#dbe8f5;padding:3rem 0 2rem;margin-top:0}
.site-footer a{color:#fff}
.footer-grid{display:grid;gap:2rem}
@media (min-width:960px){.footer-grid{grid-template-columns:1.2fr 1fr 1.2fr}}
.site-footer .brand{color:#fff}
.footer-h{font-size:1rem;color:#fff;margin-bottom:.5rem;letter-spacing:0}
.footer-links{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:1fr 1fr;gap:.1rem 1rem}
.footer-links a{display:inline-flex;align-items:center;min-height:44px;text-decoration:none}
.footer-links a:hover{text-decoration:underline}
.subscribe-row{display:flex;gap:.5rem}
.subscribe-row .input{flex:1;min-width:0;border-color:#dbe8f5}
.site-footer .error{color:#fecaca}
.legal{border-top:1px solid rgb(255 255 255/.15);margin-top:2rem;padding-top:1.25rem;font-size:.85rem}
@media (prefers-reduced-motion:no-preference){html{scroll-behavior:smooth}}
.help{position:fixed;right:1rem;bottom:calc(1.5rem + env(safe-area-inset-bottom));z-index:30}
.help summary{display:flex;align-items:center;justify-content:center;width:48px;height:48px;border-radius:999px;background:var(--brand);
color:#fff;cursor:pointer;list-style:none;box-shadow:0 8px 20px rgb(15 23 42/.25)}
.help summary::-webkit-details-marker{display:none}
.help summary:hover{background:var(--brand-800)}
.help-panel{position:absolute;right:0;bottom:calc(100% + .5rem);width:min(20rem,calc(100vw - 2rem));background:#fff;border:1px solid var(--line);
border-radius:var(--r);padding:1rem;box-shadow:0 16px 40px rgb(15 23 42/.2);color:var(--ink)}
.help-title{font-size:1rem;letter-spacing:0;margin-bottom:.25rem}
.help-panel ol{margin:.5rem 0 0;padding-left:1.25rem;font-size:.9rem;display:grid;gap:.35rem}
`;

/** Comments are never used above; collapsing whitespace is enough to keep every page's <head> small. */
export const css = source
  .replace(/\s*\n\s*/g, "")
  .replace(/\s*([{};,>])\s*/g, "$1")
  .trim();
