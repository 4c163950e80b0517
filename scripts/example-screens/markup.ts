/**
 * The four example screens of the LIS (docs/proof.md, `screens`), as HTML: order entry, an
 * analyzer's results with their quality control, validation, and the signed report. Invented
 * patients and figures, for the example proof file only (render.ts turns them into images).
 */
const nav = (product: string, on: string) =>
  `<nav><b>${product}</b>${[
    "Órdenes",
    "Muestras",
    "Resultados",
    "Validación",
    "Control de calidad",
    "Informes",
    "Caja",
  ]
    .map((item) => `<span class="${item === on ? "on" : ""}">${item}</span>`)
    .join("")}</nav>`;

const field = (label: string, value: string) => `<div class="field">${label}<b>${value}</b></div>`;

const orders = (product: string) => `${nav(product, "Órdenes")}<main>
<header><div class="grow"><h1>Nueva orden · M-24090</h1><div class="sub">Sede principal · Recepción 2</div></div>
<span class="btn ghost">Imprimir etiquetas</span><span class="btn">Guardar orden</span></header>
<div class="row two"><div class="card"><h2>Paciente</h2><div class="row two">
${field("Documento", "CC 43.512.876")}${field("Nombre", "Laura Restrepo Gil")}
${field("Convenio", "Empresa Andina · Plan básico")}${field("Médico remitente", "Dr. Andrés Ochoa")}
</div></div><div class="card"><h2>Exámenes</h2><table>
<tr><th>CUPS</th><th>Examen</th><th class="r">Valor</th></tr>
<tr><td class="mono">902210</td><td>Hemograma IV</td><td class="r">$28.000</td></tr>
<tr><td class="mono">903841</td><td>Glucosa en suero</td><td class="r">$9.500</td></tr>
<tr><td class="mono">903818</td><td>Perfil lipídico</td><td class="r">$46.000</td></tr>
<tr><td class="mono">907106</td><td>Uroanálisis</td><td class="r">$14.000</td></tr></table>
<div class="total"><span>Copago</span><span>$4.700</span></div></div></div>
<div class="card"><h2>Muestras</h2><table><tr><th>Código</th><th>Tubo</th><th>Área</th><th>Estado</th></tr>
<tr><td class="mono">M-24090-1</td><td>Lila (EDTA)</td><td>Hematología</td><td><span class="tag info">Etiqueta impresa</span></td></tr>
<tr><td class="mono">M-24090-2</td><td>Amarillo (suero)</td><td>Química clínica</td><td><span class="tag info">Etiqueta impresa</span></td></tr>
<tr><td class="mono">M-24090-3</td><td>Frasco estéril</td><td>Uroanálisis</td><td><span class="tag warn">Pendiente</span></td></tr></table></div></main>`;

const point = (x: number, y: number, warn = false) =>
  `<em class="${warn ? "w" : ""}" style="left:${x}%;top:${y}%"></em>`;

const results = (product: string) => `${nav(product, "Resultados")}<main>
<header><div class="grow"><h1>Sysmex XN-550 · Corrida 14</h1><div class="sub">Recibido por ASTM hace 2 min · 38 muestras</div></div>
<span class="tag warn">1 regla de Westgard</span></header>
<div class="row" style="grid-template-columns:1.5fr 1fr"><div class="card"><h2>Resultados recibidos</h2><table>
<tr><th>Muestra</th><th>Analito</th><th class="r">Valor</th><th>Referencia</th><th>Bandera</th></tr>
<tr><td class="mono">M-24087-1</td><td>Hemoglobina</td><td class="r">13,8</td><td>12–16</td><td></td></tr>
<tr><td class="mono">M-24087-1</td><td>Leucocitos</td><td class="r hi">12,4</td><td>4,5–11</td><td><span class="tag bad">Alto</span></td></tr>
<tr><td class="mono">M-24087-1</td><td>Plaquetas</td><td class="r">268</td><td>150–450</td><td></td></tr>
<tr><td class="mono">M-24088-1</td><td>Hemoglobina</td><td class="r lo">10,9</td><td>12–16</td><td><span class="tag info">Bajo</span></td></tr>
<tr><td class="mono">M-24088-1</td><td>Leucocitos</td><td class="r">7,1</td><td>4,5–11</td><td></td></tr>
<tr><td class="mono">M-24089-1</td><td>Plaquetas</td><td class="r">91</td><td>150–450</td><td><span class="tag bad">Repetir</span></td></tr>
<tr><td class="mono">M-24089-1</td><td>Hemoglobina</td><td class="r">14,6</td><td>13–17</td><td></td></tr>
<tr><td class="mono">M-24090-1</td><td>Leucocitos</td><td class="r">6,3</td><td>4,5–11</td><td></td></tr>
<tr><td class="mono">M-24090-1</td><td>Plaquetas</td><td class="r">312</td><td>150–450</td><td></td></tr>
<tr><td class="mono">M-24091-1</td><td>Hemoglobina</td><td class="r">12,7</td><td>12–16</td><td></td></tr>
</table></div><div class="card"><h2>Control de calidad · Hemoglobina nivel 2</h2>
<div class="sub">Media 12,9 g/dL · DE 0,21 · Levey-Jennings, últimos 12 días</div>
<div class="chart"><i class="s3" style="top:5%"></i><i class="s2" style="top:20%"></i><i class="m" style="top:50%"></i><i class="s2" style="top:80%"></i><i class="s3" style="top:95%"></i>
${[48, 40, 55, 62, 45, 36, 52, 58, 47, 41, 60, 18].map((y, i) => point(5 + i * 8.3, y, i === 11)).join("")}</div>
<p class="sub" style="margin-top:10px"><span class="tag warn">1-2s</span> Advertencia en el último control: revise antes de validar.</p></div></div></main>`;

const validation = (product: string) => `${nav(product, "Validación")}<main>
<header><div class="grow"><h1>Validación · Química clínica</h1><div class="sub">12 resultados por validar · Bact. Carolina Gómez</div></div>
<span class="btn ghost">Repetir</span><span class="btn">Validar seleccionados (9)</span></header>
<div class="card"><table><tr><th></th><th>Paciente</th><th>Examen</th><th class="r">Resultado</th><th class="r">Anterior</th><th>Revisión</th></tr>
${[
  [
    "☑",
    "Laura Restrepo G.",
    "Glucosa",
    "96 mg/dL",
    "91 (mar.)",
    '<span class="tag ok">Sin alertas</span>',
  ],
  [
    "☑",
    "Jorge Cardona M.",
    "Creatinina",
    "1,02 mg/dL",
    "0,98 (ene.)",
    '<span class="tag ok">Sin alertas</span>',
  ],
  [
    "☐",
    "Ana María Vélez",
    "Potasio",
    '<span class="hi">6,4 mmol/L</span>',
    "4,1 (feb.)",
    '<span class="tag bad">Valor crítico · avisar</span>',
  ],
  [
    "☐",
    "Luis Fernando Ríos",
    "Triglicéridos",
    "412 mg/dL",
    "188 (nov.)",
    '<span class="tag warn">Delta check</span>',
  ],
  [
    "☑",
    "Sofía Ramírez T.",
    "Colesterol total",
    "187 mg/dL",
    "192 (ago.)",
    '<span class="tag ok">Sin alertas</span>',
  ],
  ["☑", "Camilo Ortiz P.", "TSH", "2,3 µUI/mL", "—", '<span class="tag ok">Sin alertas</span>'],
  [
    "☐",
    "Diana Marcela Gil",
    "ALT",
    "88 U/L",
    "34 (jun.)",
    '<span class="tag warn">Delta check</span>',
  ],
  [
    "☑",
    "Pedro Nel Arango",
    "Hemoglobina A1c",
    "5,6 %",
    "5,8 % (abr.)",
    '<span class="tag ok">Sin alertas</span>',
  ],
  ["☑", "Valentina Suárez", "BUN", "14 mg/dL", "—", '<span class="tag ok">Sin alertas</span>'],
  [
    "☑",
    "Martha Lucía Mesa",
    "Ácido úrico",
    "5,1 mg/dL",
    "5,4 (sep.)",
    '<span class="tag ok">Sin alertas</span>',
  ],
]
  .map(
    (cells) =>
      `<tr>${cells.map((cell, i) => `<td class="${i === 3 || i === 4 ? "r" : ""}">${cell}</td>`).join("")}</tr>`,
  )
  .join("")}</table></div>
<div class="card sub">Valor crítico de Ana María Vélez: llamar al médico remitente y registrar a quién se informó antes de validar.</div></main>`;

const report = (product: string) => `${nav(product, "Informes")}<main style="padding:14px">
<div class="paper"><div style="display:flex;justify-content:space-between"><div><h3>Laboratorio Clínico de Ejemplo</h3>
<div class="sub">Calle 10 # 43-20, Medellín · Habilitado REPS</div></div><div class="sub r">Orden M-24087<br>Informe final</div></div>
<table style="margin:12px 0"><tr><td><b>Paciente</b> Laura Restrepo Gil</td><td><b>Documento</b> CC 43.512.876</td></tr>
<tr><td><b>Edad</b> 34 años · F</td><td><b>Toma</b> 14/10/2026 07:12</td></tr></table>
<table><tr><th>Examen</th><th class="r">Resultado</th><th>Unidades</th><th>Referencia</th></tr>
<tr><td colspan="4"><b>Hemograma IV</b></td></tr>
<tr><td>Hemoglobina</td><td class="r">13,8</td><td>g/dL</td><td>12,0–16,0</td></tr>
<tr><td>Hematocrito</td><td class="r">41,2</td><td>%</td><td>36–46</td></tr>
<tr><td>Leucocitos</td><td class="r hi">12,4 *</td><td>×10³/µL</td><td>4,5–11,0</td></tr>
<tr><td>Plaquetas</td><td class="r">268</td><td>×10³/µL</td><td>150–450</td></tr>
<tr><td colspan="4"><b>Química clínica</b></td></tr>
<tr><td>Glucosa en suero</td><td class="r">96</td><td>mg/dL</td><td>70–100</td></tr></table>
<div class="sign"><div class="qr"></div><div><b>Firmado digitalmente</b> por Carolina Gómez Arango, bacterióloga, <span style="white-space:nowrap">T.P. 43-0987</span><br>
<span class="sub">14/10/2026 10:41 · Verifique este informe con el código QR</span></div></div></div></main>`;

/** Each screen's file name and markup, for a product named `product`. */
export const exampleScreens = (product: string) =>
  [
    ["ordenes", orders(product)],
    ["resultados", results(product)],
    ["validacion", validation(product)],
    ["informe", report(product)],
  ] as const;
