export const consentCopy = {
  title: "Tu privacidad",
  body: "Usamos cookies de analítica para entender cómo se usa el sitio y mejorarlo. Solo se activan si las aceptas, y puedes cambiar tu decisión cuando quieras desde el pie de página.",
  policyLink: "Política de Privacidad",
  accept: "Aceptar",
  reject: "Rechazar",
  reopen: "Preferencias de cookies",
} as const;
