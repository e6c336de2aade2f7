// The lint rule that keeps Saathi translatable: user-visible text written outside the
// catalogs. In the web app: letters in JSX text or in a visible attribute (aria-label, placeholder,
// title, alt, label...) that are not inside <Trans>. In the server: a literal message given to
// AppError, or a literal email subject or text. Brand and proper names are allowed; a line (or the
// line after a comment) marked `i18n-ignore` is skipped, with the reason in the comment.
// Run alone: `node scripts/i18n/literal-text.mjs [files or folders]`; the house-rule test runs it.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parse } from "@babel/parser";

const root = path.resolve(import.meta.dirname, "../..");

/** Names that read the same in every language. */
const ALLOWED = new Set([
  "Saathi",
  "App Store",
  "Google Play",
  "Tele-MANAS",
  "KIRAN",
  "Razorpay",
  "UPI",
  "Google",
  "English",
  "हिन्दी",
  "PHQ-9",
  "GAD-7",
  "Mini-IPIP",
  "SOS",
  "OK",
]);
const VISIBLE_ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
  "placeholder",
  "title",
  "alt",
  "label",
  "description",
  "hint",
  "heading",
  "emptyText",
  "emptyMessage",
  "confirmLabel",
  "cancelLabel",
  "submitLabel",
  "pendingLabel",
]);
const SERVER_TEXT_KEYS = new Set(["subject", "text", "html", "title", "body"]);

const hasWords = (s) => /\p{L}{2,}/u.test(s) && !ALLOWED.has(s.trim());

function walk(node, visit, parents = []) {
  if (!node || typeof node.type !== "string") return;
  visit(node, parents);
  const next = [...parents, node];
  for (const key of Object.keys(node)) {
    if (key === "loc" || key === "start" || key === "end" || key === "extra" || key.endsWith("Comments")) continue;
    const v = node[key];
    if (Array.isArray(v)) for (const c of v) walk(c, visit, next);
    else if (v && typeof v === "object" && typeof v.type === "string") walk(v, visit, next);
  }
}

const elementName = (n) => (n?.type === "JSXElement" ? n.openingElement.name.name : undefined);
const insideTrans = (parents) => parents.some((p) => elementName(p) === "Trans");

/** String literals a JSX expression would print ({"x"}, {a ? "x" : "y"}, {a && "x"}, {`x`}). */
function printedStrings(expr) {
  if (!expr) return [];
  if (expr.type === "StringLiteral") return [expr];
  if (expr.type === "TemplateLiteral" && !expr.tag) return expr.quasis.map((q) => ({ ...q, value: q.value.cooked }));
  if (expr.type === "ConditionalExpression")
    return [...printedStrings(expr.consequent), ...printedStrings(expr.alternate)];
  if (expr.type === "LogicalExpression") return printedStrings(expr.right);
  return [];
}

function webFindings(ast, push) {
  walk(ast, (node, parents) => {
    if (node.type === "JSXText" && hasWords(node.value) && !insideTrans(parents)) push(node, node.value);
    if (node.type === "JSXExpressionContainer" && parents.at(-1)?.type === "JSXElement" && !insideTrans(parents)) {
      for (const s of printedStrings(node.expression)) if (hasWords(s.value)) push(s, s.value);
    }
    if (node.type === "JSXAttribute" && VISIBLE_ATTRIBUTES.has(node.name.name)) {
      const v = node.value;
      const strings =
        v?.type === "StringLiteral" ? [v] : v?.type === "JSXExpressionContainer" ? printedStrings(v.expression) : [];
      for (const s of strings) if (hasWords(s.value)) push(s, `${node.name.name}="${s.value}"`);
    }
  });
}

function serverFindings(ast, push) {
  walk(ast, (node) => {
    if (node.type === "NewExpression" && node.callee.name === "AppError") {
      for (const s of printedStrings(node.arguments[2])) if (hasWords(s.value)) push(s, s.value);
    }
    if (node.type === "CallExpression" && /^send(Email|Sms)$/.test(node.callee.property?.name ?? "")) {
      const arg = node.arguments[0];
      for (const p of arg?.type === "ObjectExpression" ? arg.properties : []) {
        if (SERVER_TEXT_KEYS.has(p.key?.name))
          for (const s of printedStrings(p.value)) if (hasWords(s.value)) push(s, s.value);
      }
    }
  });
}

function files(target) {
  if (statSync(target).isFile()) return [target];
  return readdirSync(target, { withFileTypes: true }).flatMap((e) =>
    e.name === "node_modules" || e.name === "locales" ? [] : files(path.join(target, e.name)),
  );
}

const isSource = (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !/\/(test|seed|cli)\//.test(f);

/** Every literal text outside the catalogs: `file:line: text`. */
export function findLiteralText(targets = ["apps/web/src", "apps/server/src"]) {
  const out = [];
  for (const target of targets) {
    for (const file of files(path.resolve(root, target)).filter(isSource)) {
      const source = readFileSync(file, "utf8");
      const lines = source.split("\n");
      const rel = path.relative(root, file);
      const ast = parse(source, { sourceType: "module", plugins: ["typescript", "jsx"], errorRecovery: true });
      const push = (node, text) => {
        const line = node.loc?.start.line ?? 1;
        if (/i18n-ignore/.test(lines[line - 1] ?? "") || /i18n-ignore/.test(lines[line - 2] ?? "")) return;
        out.push(`${rel}:${line}: ${text.trim().replace(/\s+/g, " ").slice(0, 80)}`);
      };
      if (rel.startsWith("apps/web/") && file.endsWith(".tsx")) webFindings(ast, push);
      if (rel.startsWith("apps/server/")) serverFindings(ast, push);
    }
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = findLiteralText(process.argv.length > 2 ? process.argv.slice(2) : undefined);
  for (const f of found) console.log(f);
  console.log(`${found.length} literal text(s) outside the catalogs`);
  process.exit(found.length ? 1 : 0);
}
