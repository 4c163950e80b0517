/** The look of the example screens (markup.ts): a plain clinical web app, teal on white. */
export const STYLE = `
* { box-sizing: border-box; margin: 0; }
body { font: 14px/1.4 "Inter", sans-serif; color: #0f172a; background: #e2e8f0; }
.screen { width: 960px; height: 560px; display: grid; grid-template-columns: 176px 1fr;
  background: #f8fafc; overflow: hidden; }
nav { background: #0f3d3a; color: #ccfbf1; padding: 16px 12px; font-size: 13px; }
nav b { display: block; color: #fff; font-size: 15px; margin-bottom: 18px; }
nav span { display: block; padding: 7px 10px; border-radius: 8px; margin-bottom: 2px; }
nav .on { background: #115e59; color: #fff; font-weight: 600; }
main { padding: 18px 22px; display: flex; flex-direction: column; gap: 12px; min-width: 0; }
header { display: flex; align-items: center; gap: 12px; }
h1 { font-size: 19px; } .sub { color: #475569; font-size: 12.5px; }
.grow { flex: 1; }
.btn { background: #0f766e; color: #fff; border-radius: 8px; padding: 7px 12px; font-weight: 600;
  font-size: 13px; } .btn.ghost { background: #fff; color: #0f766e; box-shadow: inset 0 0 0 1px #99d5cf; }
.card { background: #fff; border-radius: 12px; box-shadow: 0 0 0 1px #e2e8f0; padding: 12px 14px; }
.card h2 { font-size: 13px; text-transform: uppercase; letter-spacing: .05em; color: #475569;
  margin-bottom: 8px; }
.row { display: grid; gap: 12px; } .two { grid-template-columns: 1fr 1fr; }
.field { font-size: 12px; color: #64748b; } .field b { display: block; color: #0f172a;
  font-size: 13.5px; font-weight: 500; border: 1px solid #cbd5e1; border-radius: 7px;
  padding: 5px 8px; margin-top: 3px; }
table { width: 100%; border-collapse: collapse; font-size: 13px; }
th { text-align: left; color: #64748b; font-weight: 600; font-size: 11.5px; text-transform: uppercase;
  letter-spacing: .04em; padding: 6px 8px; border-bottom: 1px solid #e2e8f0; }
td { padding: 7px 8px; border-bottom: 1px solid #f1f5f9; }
.r { text-align: right; } .mono { font-family: "DejaVu Sans Mono", monospace; font-size: 12px; }
.tag { display: inline-block; border-radius: 99px; padding: 1px 8px; font-size: 11.5px; font-weight: 600; }
.ok { background: #dcfce7; color: #166534; } .warn { background: #fef3c7; color: #92400e; }
.bad { background: #fee2e2; color: #991b1b; } .info { background: #e0f2fe; color: #075985; }
.hi { color: #b91c1c; font-weight: 700; } .lo { color: #1d4ed8; font-weight: 700; }
.total { display: flex; justify-content: space-between; font-weight: 700; font-size: 15px;
  padding-top: 8px; }
.chart { height: 210px; position: relative; border-left: 1px solid #cbd5e1; margin: 6px 0 0 28px; }
.chart i { position: absolute; left: 0; right: 0; border-top: 1px dashed #cbd5e1; }
.chart i.m { border-top: 1px solid #94a3b8; } .chart i.s2 { border-color: #f59e0b; }
.chart i.s3 { border-color: #ef4444; }
.chart em { position: absolute; width: 8px; height: 8px; margin: -4px 0 0 -4px; border-radius: 50%;
  background: #0f766e; } .chart em.w { background: #f59e0b; }
.paper { background: #fff; width: 560px; margin: 0 auto; padding: 22px 30px; height: 100%;
  box-shadow: 0 4px 20px rgba(15,23,42,.15); font-size: 12px; }
.paper h3 { font-size: 15px; color: #0f766e; } .paper table { font-size: 12px; }
.paper td, .paper th { padding: 4px 6px; }
.sign { display: flex; gap: 12px; align-items: center; margin-top: 12px; padding: 10px;
  border: 1px solid #99d5cf; border-radius: 8px; background: #f0fdfa; }
.qr { width: 54px; height: 54px; background:
  conic-gradient(#0f172a 25%, #fff 0 50%, #0f172a 0 75%, #fff 0) 0 0 / 13.5px 13.5px; }
`;
