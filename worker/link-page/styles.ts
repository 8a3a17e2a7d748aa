// The client's link pages' stylesheet, inlined in <head>: no render-blocking request, no web font (ADR 0090).
// Colours are the app's (web/styles.css brand, Tailwind slate / amber / green / red), so the page looks like PayStage.
export const css = `
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc}
a{color:#0f4c81}
:focus-visible{outline:2px solid #1f6fb2;outline-offset:2px}
.top{background:#fff;border-bottom:1px solid #e2e8f0}
.bar,main{max-width:42rem;margin:0 auto;padding:0 1rem}
.bar{display:flex;align-items:center;justify-content:space-between;gap:.75rem;min-height:3.5rem;padding-block:.5rem}
.company{margin:0;font-weight:600;line-height:1.35;overflow-wrap:anywhere;min-width:0}
.via{display:flex;align-items:center;gap:.25rem;flex-shrink:0;font-size:.75rem;color:#475569}
.mark{font-weight:800;color:#0f4c81;letter-spacing:-.01em}
.via .mark{font-size:.8rem}
main{padding-top:1.25rem;padding-bottom:4rem}
main>*+*{margin-top:1rem}
h1{font-size:1.5rem;line-height:1.25;margin:0}
h2{font-size:1.125rem;line-height:1.35;margin:0}
h3{font-size:1rem;margin:0}
p{margin:0}
.lead{margin-top:.25rem;color:#334155}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1rem;box-shadow:0 1px 2px rgb(15 23 42/.05)}
.card>*+*,#approve-form>*+*{margin-top:1rem}
.muted{color:#475569}.small{font-size:.875rem}.xs{font-size:.75rem}.center{text-align:center}
.row{display:flex;align-items:flex-start;justify-content:space-between;gap:.75rem}
.pill{display:inline-block;flex-shrink:0;border-radius:999px;padding:.125rem .625rem;font-size:.75rem;font-weight:600;box-shadow:inset 0 0 0 1px var(--ring)}
.pill-pending{background:#fef3c7;color:#78350f;--ring:#fcd34d}
.pill-approved{background:#d5e6f4;color:#0c3d68;--ring:#1f6fb266}
.pill-paid{background:#dcfce7;color:#14532d;--ring:#86efac}
.pill-rejected{background:#fee2e2;color:#7f1d1d;--ring:#fca5a5}
dl{display:grid;grid-template-columns:1fr 1fr;gap:1rem;margin:0}
dt{font-size:.875rem;color:#475569}dd{margin:0}
.num{font-size:1.125rem;font-weight:600}
.amount{font-size:1.5rem;font-weight:700;font-variant-numeric:tabular-nums}
.wide{grid-column:1/-1}
.meter{height:.5rem;border-radius:999px;background:#e2e8f0;overflow:hidden;margin-top:.375rem}
.meter>div{height:100%;border-radius:999px;background:#155b95}
.pre{white-space:pre-line;overflow-wrap:anywhere}
.photos{list-style:none;margin:.5rem 0 0;padding:0;display:grid;grid-template-columns:repeat(3,1fr);gap:.5rem}
@media (min-width:40rem){.photos{grid-template-columns:repeat(4,1fr)}}
.photos a{display:block;aspect-ratio:1;border-radius:.5rem;overflow:hidden;background:#e2e8f0}
.photos img{display:block;width:100%;height:100%;object-fit:cover}
.caption{margin-top:.25rem;font-size:.75rem;color:#334155;overflow:hidden;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical}
.btn{display:inline-flex;align-items:center;justify-content:center;gap:.5rem;min-height:3rem;padding:.625rem 1rem;border-radius:.5rem;border:1px solid transparent;font:inherit;font-weight:600;text-decoration:none;cursor:pointer;text-align:center}
.btn[disabled]{opacity:.55;cursor:not-allowed}
.btn-primary{background:#155b95;color:#fff}
.btn-primary:not([disabled]):hover{background:#0f4c81}
.btn-secondary{background:#fff;color:#0f172a;border-color:#cbd5e1}
.btn-danger{background:#b91c1c;color:#fff}
.btn-small{min-height:2.25rem;padding:.25rem .75rem;font-size:.875rem}
.full{width:100%}
.pair{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
label{display:block;font-weight:500;font-size:.875rem;margin-bottom:.25rem}
input[type=text],textarea{display:block;width:100%;font:inherit;color:inherit;background:#fff;border:1px solid #94a3b8;border-radius:.5rem;padding:.625rem .75rem}
textarea{resize:vertical;min-height:6rem}
.pad{position:relative}
canvas{display:block;width:100%;height:11rem;border:2px dashed #94a3b8;border-radius:.5rem;background:#fff;touch-action:none}
.pad-head{display:flex;align-items:center;justify-content:space-between;margin-bottom:.25rem}
.pad-head label{margin:0}
.error{color:#b91c1c;font-size:.875rem;font-weight:500}
.alert{border-radius:.5rem;padding:.75rem;background:#fee2e2;color:#7f1d1d;font-size:.875rem}
.notice{border-radius:.5rem;padding:.75rem;background:#fef3c7;color:#78350f;font-size:.875rem}
.status{font-weight:600;text-align:center}
.ok{border-color:#bbf7d0;background:#f0fdf4;color:#14532d}
.bad{border-color:#fecaca;background:#fef2f2;color:#7f1d1d}
.decision{display:flex;gap:.75rem}.card.decision>*+*{margin-top:0}.decision svg{flex-shrink:0}
.ref .btn{white-space:nowrap}
.inset{border-radius:.5rem;background:#f1f5f9;padding:.75rem}
.inset ul,.steps{margin:.25rem 0 0;padding-left:1.25rem}
.inset ul{list-style:none;padding:0;overflow-wrap:anywhere}
.ref{display:flex;align-items:center;justify-content:space-between;gap:.5rem;border:1px solid #e2e8f0;border-radius:.5rem;padding:.5rem .75rem}
.claimed{border-radius:.5rem;padding:.75rem;background:#f0fdf4;color:#14532d;font-size:.875rem}
.hero{display:flex;flex-direction:column;align-items:center;gap:.5rem;text-align:center;padding-top:1rem}
.sheet{max-width:min(36rem,calc(100vw - 2rem));width:100%;border:0;border-radius:.75rem;padding:1.25rem;color:inherit;background:#fff;box-shadow:0 20px 50px rgb(15 23 42/.3)}
.sheet::backdrop{background:rgb(15 23 42/.55)}
.sheet>*+*{margin-top:1rem}
.lightbox img{display:block;width:100%;max-height:70dvh;object-fit:contain;border-radius:.5rem}
@media (prefers-color-scheme:dark){
body{background:#020617;color:#e2e8f0}a{color:#d5e6f4}
.top,.card,.sheet{background:#0f172a;border-color:#1e293b}
.muted,dt,.via{color:#94a3b8}.lead,.caption{color:#cbd5e1}.mark{color:#d5e6f4}
.meter{background:#1e293b}.meter>div{background:#1f6fb2}
.photos a{background:#1e293b}.inset{background:#1e293b}.ref{border-color:#334155}
input[type=text],textarea{background:#020617;border-color:#475569}
.btn-secondary{background:#0f172a;color:#e2e8f0;border-color:#475569}
.ok{background:#052e16;border-color:#14532d;color:#dcfce7}.bad{background:#450a0a;border-color:#7f1d1d;color:#fee2e2}
.claimed{background:#052e16;color:#dcfce7}.alert{background:#450a0a;color:#fee2e2}.notice{background:#451a03;color:#fef3c7}
.error{color:#fca5a5}
}
`;
