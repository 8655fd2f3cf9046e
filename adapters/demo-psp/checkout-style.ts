/** The hosted page's own style sheet: a light, neutral look, unlike the merchant's site. */
export const CHECKOUT_CSS = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:24px 12px;background:linear-gradient(160deg,#eef2ff,#f8fafc 60%);font:15px/1.45 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a}
.sheet{width:100%;max-width:440px;background:#fff;border-radius:16px;box-shadow:0 20px 45px rgb(15 23 42/.12);padding:24px 24px 16px}
.brand{display:flex;align-items:center;gap:8px;font-weight:700;font-size:18px;color:#4338ca;margin-bottom:18px}
.logo{display:inline-grid;place-items:center;width:30px;height:30px;border-radius:8px;background:#4338ca;color:#fff;font-size:14px}
.secure{margin-inline-start:auto;font-size:12px;font-weight:600;color:#15803d;background:#dcfce7;padding:3px 8px;border-radius:999px}
.order{border:1px solid #e2e8f0;border-radius:12px;padding:14px 16px;margin-bottom:18px;background:#f8fafc}
.merchant{margin:0;color:#475569;font-weight:600}
.amount{margin:4px 0;font-size:28px;font-weight:800;letter-spacing:-.02em}
.order-id{margin:0;color:#64748b;font-size:12px;word-break:break-all}
.card-form{display:grid;gap:12px}
.field{display:grid;gap:4px;font-size:13px;font-weight:600;color:#334155}
.field input{width:100%;min-width:0;font:inherit;font-weight:400;padding:10px 12px;border:1px solid #cbd5e1;border-radius:8px;color:#0f172a}
.field input:focus{outline:2px solid #6366f1;outline-offset:1px;border-color:#6366f1}
.field input[aria-invalid=true]{border-color:#dc2626}
.error{color:#dc2626;font-weight:500}
.row{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:12px}
button{font:inherit;font-weight:700;border-radius:8px;padding:12px;cursor:pointer;border:1px solid transparent}
.pay{background:#4338ca;color:#fff;font-size:16px}
.pay:hover{background:#3730a3}
.secondary{background:#fff;color:#334155;border-color:#cbd5e1}
.secondary:hover{background:#f1f5f9}
.hints{margin-top:16px;padding:10px 14px;border-radius:10px;background:#fefce8;color:#713f12;font-size:13px}
.hints p{margin:2px 0}
code{font-family:ui-monospace,Menlo,monospace}
footer{margin-top:14px;text-align:center;color:#94a3b8;font-size:12px}
`;
