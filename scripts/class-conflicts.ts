/**
 * `npx tsx scripts/class-conflicts.ts [--unknown]`: cn() joins classes without resolving Tailwind
 * conflicts (docs/decisions/0003-class-merging.md), so two classes setting the same property on one
 * element would be decided by stylesheet order, not by the caller. This audit finds such pairs in
 * every cn(...) call and every className given to a UI primitive (or to a component that merges its
 * className prop), expanded over the string alternatives it can take (literals, conditionals,
 * buttonVariants(...), same-file constants and object-literal values), checked with tailwind-merge,
 * which the browser no longer loads. Exits 1 on a finding. `--unknown` lists the class expressions
 * it cannot follow, for a look by hand. scripts/class-conflicts.test.ts runs it on app/.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { clsx } from "clsx";
import { twMerge } from "tailwind-merge";
import ts from "typescript";
import { buttonVariants } from "../app/components/ui/button";
import { fieldClasses } from "../app/components/ui/field-styles";

// The classes each primitive always has (as in app/components/ui; the test checks they are still
// there). Badge colours and the Textarea minimum height depend on props: see primitiveBase.
const field = fieldClasses;
export const PRIMITIVES: Record<string, { file: string; classes: string }> = {
  Input: { file: "input.tsx", classes: `${field} h-11` },
  Textarea: { file: "textarea.tsx", classes: field },
  Label: { file: "label.tsx", classes: "text-sm font-medium text-ink" },
  Card: { file: "card.tsx", classes: "rounded-xl border border-slate-200 bg-white shadow-sm" },
  Badge: {
    file: "badge.tsx",
    classes: "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
  },
  DialogContent: {
    file: "dialog.tsx",
    classes:
      "fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl bg-white p-6 shadow-xl",
  },
  DialogHeader: { file: "dialog.tsx", classes: "grid gap-1.5 pr-8" },
  DialogTitle: { file: "dialog.tsx", classes: "text-lg font-semibold text-ink" },
  DialogDescription: { file: "dialog.tsx", classes: "text-sm text-muted" },
};

/**
 * Findings read by hand and found impossible: the conditions are mutually exclusive, so the
 * combinations the audit builds never happen. Keyed by file and a snippet of the cn(...) call.
 */
const REVIEWED: Array<{ file: string; snippet: string; why: string }> = [
  {
    file: "app/features/assessments/wizard/knowledge-review.tsx",
    snippet: 'isRight && "border-green-600',
    why: "isRight, wrongPick and neither are exclusive: one colour set per option",
  },
];

export type Conflict = { where: string; dropped: string[]; classes: string };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const p = path.join(dir, entry);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(p) && !/\.test\.tsx?$/.test(p) ? [p] : [];
  });
}

function product(lists: string[][]): string[] {
  let out = [""];
  for (const list of lists) {
    const next: string[] = [];
    for (const a of out) for (const b of new Set(list)) next.push(`${a} ${b}`);
    out = next.slice(0, 4096);
  }
  return out;
}

const tokens = (s: string) => new Set(clsx(s).split(/\s+/).filter(Boolean));

export function findClassConflicts(dir = "app"): { conflicts: Conflict[]; unknowns: string[] } {
  const files = sourceFiles(dir).map((file) => ({
    file: file.split(path.sep).join("/"),
    sf: ts.createSourceFile(
      file,
      readFileSync(file, "utf8"),
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TSX,
    ),
  }));
  const unknowns: string[] = [];
  const conflicts = new Map<string, Conflict>();
  const lineOf = (sf: ts.SourceFile, n: ts.Node) => sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1;

  /** Every class string an expression can evaluate to ("" for "nothing"). */
  function alts(e: ts.Expression | undefined, sf: ts.SourceFile): string[] {
    if (!e) return [""];
    if (ts.isParenthesizedExpression(e)) return alts(e.expression, sf);
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return [e.text];
    if (ts.isTemplateExpression(e))
      return product([
        [e.head.text],
        ...e.templateSpans.map((sp) => alts(sp.expression, sf).map((a) => a + sp.literal.text)),
      ]);
    if (ts.isConditionalExpression(e)) return [...alts(e.whenTrue, sf), ...alts(e.whenFalse, sf)];
    if (ts.isBinaryExpression(e)) {
      const op = e.operatorToken.kind;
      if (op === ts.SyntaxKind.AmpersandAmpersandToken) return ["", ...alts(e.right, sf)];
      if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken)
        return [...alts(e.left, sf), ...alts(e.right, sf)];
    }
    if (ts.isCallExpression(e) && e.expression.getText(sf) === "buttonVariants")
      return [variantsOf(e.arguments[0], sf)];
    if (ts.isCallExpression(e) && e.expression.getText(sf) === "cn")
      return product(e.arguments.map((a) => alts(a, sf)));
    if (ts.isIdentifier(e) && e.text === "undefined") return [""];
    if (ts.isIdentifier(e) && e.text !== "className") {
      const found = constantValue(e.text, sf);
      if (found) return found;
    }
    if (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e)) {
      const found = propertyValues(e, sf);
      if (found.length) return ["", ...found];
    }
    unknowns.push(`${sf.fileName}:${lineOf(sf, e)} ${e.getText(sf).slice(0, 80)}`);
    return [""];
  }

  /** A same-file `const name = <class expression>`. */
  function constantValue(name: string, sf: ts.SourceFile): string[] | undefined {
    let out: string[] | undefined;
    const visit = (n: ts.Node) => {
      if (
        ts.isVariableDeclaration(n) &&
        n.name.getText(sf) === name &&
        n.initializer &&
        !ts.isArrowFunction(n.initializer) &&
        !ts.isObjectLiteralExpression(n.initializer) &&
        !ts.isCallExpression(n.initializer)
      )
        out = alts(n.initializer, sf);
      ts.forEachChild(n, visit);
    };
    visit(sf);
    return out;
  }

  /** `look.card`: every string value of a `card:` property in the file; `tones[x]`: every value of `tones`. */
  function propertyValues(
    e: ts.PropertyAccessExpression | ts.ElementAccessExpression,
    sf: ts.SourceFile,
  ): string[] {
    const out: string[] = [];
    const objName = e.expression.getText(sf);
    const prop = ts.isPropertyAccessExpression(e) ? e.name.text : undefined;
    const visit = (n: ts.Node) => {
      if (
        ts.isPropertyAssignment(n) &&
        (ts.isStringLiteral(n.initializer) || ts.isNoSubstitutionTemplateLiteral(n.initializer))
      ) {
        const owner = n.parent.parent;
        const inObject = ts.isVariableDeclaration(owner) && owner.name.getText(sf) === objName;
        if ((prop && n.name.getText(sf) === prop) || (!prop && inObject)) out.push(n.initializer.text);
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
    return out;
  }

  function variantsOf(arg: ts.Expression | undefined, sf: ts.SourceFile): string {
    const opts: Record<string, string> = {};
    if (arg && ts.isObjectLiteralExpression(arg))
      for (const p of arg.properties)
        if (ts.isPropertyAssignment(p) && ts.isStringLiteral(p.initializer))
          opts[p.name.getText(sf)] = p.initializer.text;
    return buttonVariants(opts as never);
  }

  function check(where: string, combos: string[]) {
    for (const c of combos) {
      const kept = tokens(twMerge(c));
      const dropped = [...tokens(c)].filter((t) => !kept.has(t));
      if (dropped.length)
        conflicts.set(`${where} ${dropped.join(" ")}`, {
          where,
          dropped,
          classes: c.trim().replace(/\s+/g, " "),
        });
    }
  }

  // Components that merge a className prop into classes of their own: cn(..., className).
  const passThrough: Record<string, string[]> = {};
  for (const { sf } of files) {
    const visit = (n: ts.Node, component?: string) => {
      let c = component;
      if (ts.isFunctionDeclaration(n) && n.name && /^[A-Z]/.test(n.name.text)) c = n.name.text;
      if (ts.isVariableDeclaration(n) && /^[A-Z]/.test(n.name.getText(sf))) c = n.name.getText(sf);
      if (
        c &&
        !PRIMITIVES[c] &&
        c !== "Button" &&
        ts.isCallExpression(n) &&
        n.expression.getText(sf) === "cn"
      ) {
        const idx = n.arguments.findIndex((a) => a.getText(sf) === "className");
        if (idx >= 0) {
          const own = product(n.arguments.filter((_, i) => i !== idx).map((a) => alts(a, sf)));
          passThrough[c] = [...(passThrough[c] ?? []), ...own];
        }
      }
      ts.forEachChild(n, (k) => visit(k, c));
    };
    visit(sf);
  }

  for (const { file, sf } of files) {
    const visit = (n: ts.Node) => {
      const at = `${file}:${lineOf(sf, n)}`;
      if (ts.isCallExpression(n) && n.expression.getText(sf) === "cn" && !file.endsWith("utils/cn.ts")) {
        const reviewed = REVIEWED.some((r) => file.endsWith(r.file) && n.getText(sf).includes(r.snippet));
        if (!reviewed) check(at, alts(n, sf));
      }
      if (ts.isJsxOpeningElement(n) || ts.isJsxSelfClosingElement(n)) {
        const tag = n.tagName.getText(sf);
        const attr = (name: string) =>
          n.attributes.properties.find(
            (p): p is ts.JsxAttribute => ts.isJsxAttribute(p) && p.name.getText(sf) === name,
          );
        const literal = (a?: ts.JsxAttribute) =>
          a?.initializer && ts.isStringLiteral(a.initializer) ? a.initializer.text : undefined;
        const cls = attr("className");
        const init = cls?.initializer;
        const given = !init
          ? [""]
          : ts.isStringLiteral(init)
            ? [init.text]
            : ts.isJsxExpression(init)
              ? alts(init.expression, sf)
              : [""];
        if (cls && passThrough[tag]) check(`${at} <${tag}>`, product([passThrough[tag], given]));
        if (cls && (tag === "Button" || PRIMITIVES[tag])) {
          let base =
            tag === "Button"
              ? buttonVariants({
                  variant: literal(attr("variant")) as never,
                  size: literal(attr("size")) as never,
                })
              : PRIMITIVES[tag].classes;
          // A Badge without `tone` has the brand colours; a Textarea without `rows` a minimum height.
          if (tag === "Badge" && !attr("tone")) base += " bg-brand-50 text-brand-800";
          if (tag === "Textarea" && !attr("rows")) base += " min-h-28";
          check(
            `${at} <${tag}>`,
            given.map((g) => `${base} ${g}`),
          );
        }
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  return { conflicts: [...conflicts.values()], unknowns: [...new Set(unknowns)] };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { conflicts, unknowns } = findClassConflicts("app");
  for (const c of conflicts)
    console.log(`${c.where}: [${c.dropped.join(" ")}] is overridden in\n    ${c.classes}`);
  console.log(`${conflicts.length} conflicting class combinations.`);
  if (process.argv.includes("--unknown")) {
    console.log(`${unknowns.length} class expressions the audit cannot follow (check by hand):`);
    for (const u of unknowns) console.log(`  ${u}`);
  }
  if (conflicts.length) process.exitCode = 1;
}
