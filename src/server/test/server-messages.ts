import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Finds every text the server can send as `message` or `details[].message` of an error answer, by
 * reading the source (syntax only, no type checker: a second or two instead of a minute):
 *
 * - the message argument of `badRequest`, `conflict`, `notFound`, `forbidden`, `unauthorized`,
 *   `unavailable` and `new AppError`, and of every function that passes one of its parameters on
 *   as such a message (found by following the parameter, so `fieldError(field, key, 'Text')` is
 *   read too), with the parameters' default values, and through an options object passed on
 *   whole (`withUploadedFile(ctx, request, options)` hands `options` to `readUpload`);
 * - `message` of an object literal that also has `path` or `code` (a detail, a zod issue, an
 *   answer of the error handler);
 * - zod's messages: the text argument of `.min`, `.max`, `.regex`, `.refine`, … and `error` or
 *   `message` of their options.
 *
 * An expression is followed through constants (also imported ones), `X.key`, `X[key]`, `a ? b : c`
 * and `a ?? b`. Texts already translated where they are made (`text(language, …)`) are skipped.
 * What cannot be followed is reported, so a new kind of message cannot slip by unread.
 */

export type FoundMessage = { text: string; file: string; line: number };
export type Unfollowed = { expression: string; file: string; line: number };

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The helpers of src/server/http/errors.ts: which argument is the message. */
const ERROR_HELPERS: Record<string, number> = {
  badRequest: 0,
  conflict: 0,
  notFound: 0,
  forbidden: 0,
  unauthorized: 0,
  unavailable: 1,
};

/** Calls whose answer is already in the caller's language (the spec-api layer's texts). */
const TRANSLATED_CALLS = new Set(['text', 'messageOfError', 'outcomeText', 'outcomeTexts']);

/** zod checks: the argument that holds the message (a text or `{ error | message }`). */
const ZOD_CHECKS: Record<string, number> = {
  min: 1,
  max: 1,
  length: 1,
  gt: 1,
  gte: 1,
  lt: 1,
  lte: 1,
  multipleOf: 1,
  regex: 1,
  refine: 1,
  startsWith: 1,
  endsWith: 1,
  email: 0,
  url: 0,
  int: 0,
  positive: 0,
  nonnegative: 0,
  negative: 0,
  nonpositive: 0,
  nonempty: 0,
  uuid: 0,
};

function listFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return listFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The server's sources (not its tests nor their helpers) and the shared request schemas. */
export function scannedFiles(): string[] {
  // config.ts checks the environment at start-up: its messages go to the operator's console.
  const server = listFiles(path.join(ROOT, 'src/server')).filter(
    (file) =>
      !file.startsWith(path.join(ROOT, 'src/server/test') + path.sep) &&
      file !== path.join(ROOT, 'src/server/config.ts'),
  );
  return [...server, ...listFiles(path.join(ROOT, 'src/shared/schemas'))];
}

type Target = { file: string; name: string };

export function findServerMessages(files: string[] = scannedFiles()) {
  const sources = new Map<string, ts.SourceFile>();
  const sourceOf = (file: string) => {
    let source = sources.get(file);
    if (!source) {
      source = ts.createSourceFile(
        file,
        fs.readFileSync(file, 'utf8'),
        ts.ScriptTarget.Latest,
        true,
      );
      sources.set(file, source);
    }
    return source;
  };

  const found: FoundMessage[] = [];
  const unfollowed: Unfollowed[] = [];
  const where = (node: ts.Node) => {
    const source = node.getSourceFile();
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    return { file: path.relative(ROOT, source.fileName), line };
  };

  /**
   * Functions a parameter of which ends up as a message: `file#name` → the parameter's index, or
   * index and property (`'2.missing'`) when the message is a property of an object parameter.
   */
  const messageParameters = new Map<string, Set<string>>();
  /** Whether this reading found a new message parameter (whose callers need reading too). */
  let changed: boolean;
  const errorsFile = path.join(ROOT, 'src/server/http/errors.ts');
  for (const [name, index] of Object.entries(ERROR_HELPERS))
    messageParameters.set(`${errorsFile}#${name}`, new Set([String(index)]));
  messageParameters.set(`${errorsFile}#AppError`, new Set(['2']));
  const register = (fn: ts.SignatureDeclaration, spec: string) => {
    const target = functionTarget(fn);
    if (!target) return false;
    const key = `${target.file}#${target.name}`;
    const specs = messageParameters.get(key) ?? new Set<string>();
    if (!specs.has(spec)) {
      specs.add(spec);
      messageParameters.set(key, specs);
      changed = true;
    }
    return true;
  };

  function resolveImport(from: string, specifier: string): string | null {
    let base: string;
    if (specifier.startsWith('#shared/')) base = path.join(ROOT, 'src/shared', specifier.slice(8));
    else if (specifier.startsWith('#server/'))
      base = path.join(ROOT, 'src/server', specifier.slice(8));
    else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
    else return null;
    return fs.existsSync(base) ? base : null;
  }

  /** Where a name used in a file is declared: this file, or the file it is imported from. */
  function resolveName(file: string, name: string, seen = new Set<string>()): Target | null {
    const key = `${file}#${name}`;
    if (seen.has(key)) return null;
    seen.add(key);
    const source = sourceOf(file);
    for (const statement of source.statements) {
      if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
        const bindings = statement.importClause?.namedBindings;
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) {
            if (element.name.text !== name) continue;
            const target = resolveImport(file, statement.moduleSpecifier.text);
            if (!target) return null;
            return resolveName(target, (element.propertyName ?? element.name).text, seen);
          }
        }
      }
      if (
        ts.isExportDeclaration(statement) &&
        statement.exportClause &&
        ts.isNamedExports(statement.exportClause) &&
        statement.moduleSpecifier &&
        ts.isStringLiteral(statement.moduleSpecifier)
      ) {
        for (const element of statement.exportClause.elements) {
          if (element.name.text !== name) continue;
          const target = resolveImport(file, statement.moduleSpecifier.text);
          if (!target) return null;
          return resolveName(target, (element.propertyName ?? element.name).text, seen);
        }
      }
    }
    return { file, name };
  }

  /** The top-level declaration of a name in its file: a variable, function or class. */
  function declarationOf(target: Target): ts.Node | null {
    for (const statement of sourceOf(target.file).statements) {
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name) && declaration.name.text === target.name)
            return declaration;
        }
      }
      if (
        (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) &&
        statement.name?.text === target.name
      )
        return statement;
    }
    return null;
  }

  /** A local `const` of an enclosing block, or the parameter of an enclosing function. */
  function localDeclaration(node: ts.Identifier): ts.Node | null {
    for (let scope: ts.Node | undefined = node.parent; scope; scope = scope.parent) {
      if (ts.isFunctionLike(scope)) {
        const parameter = scope.parameters.find(
          (p) => ts.isIdentifier(p.name) && p.name.text === node.text,
        );
        if (parameter) return parameter;
      }
      if (ts.isBlock(scope) || ts.isSourceFile(scope)) {
        for (const statement of scope.statements) {
          if (!ts.isVariableStatement(statement)) continue;
          for (const declaration of statement.declarationList.declarations) {
            if (ts.isIdentifier(declaration.name) && declaration.name.text === node.text)
              return declaration;
          }
        }
      }
    }
    return null;
  }

  /** The name a function is known by: its own, or the variable it is assigned to. */
  function functionTarget(fn: ts.SignatureDeclaration): Target | null {
    const file = fn.getSourceFile().fileName;
    if (ts.isFunctionDeclaration(fn) && fn.name) return { file, name: fn.name.text };
    if (ts.isConstructorDeclaration(fn) && fn.parent.name)
      return { file, name: fn.parent.name.text };
    if (
      (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) &&
      ts.isVariableDeclaration(fn.parent) &&
      ts.isIdentifier(fn.parent.name)
    )
      return { file, name: fn.parent.name.text };
    return null;
  }

  /** Reads the texts an expression can be; what cannot be followed goes to `unfollowed`. */
  function collect(expression: ts.Expression, depth = 0): void {
    const unreadable = (): void => {
      unfollowed.push({ expression: expression.getText(), ...where(expression) });
    };
    if (depth > 12) return unreadable();
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
      found.push({ text: expression.text, ...where(expression) });
      return;
    }
    if (
      ts.isParenthesizedExpression(expression) ||
      ts.isAsExpression(expression) ||
      ts.isSatisfiesExpression(expression) ||
      ts.isNonNullExpression(expression)
    )
      return collect(expression.expression, depth + 1);
    if (ts.isConditionalExpression(expression)) {
      collect(expression.whenTrue, depth + 1);
      return collect(expression.whenFalse, depth + 1);
    }
    if (
      ts.isBinaryExpression(expression) &&
      (expression.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken ||
        expression.operatorToken.kind === ts.SyntaxKind.BarBarToken)
    ) {
      collect(expression.left, depth + 1);
      return collect(expression.right, depth + 1);
    }
    if (ts.isCallExpression(expression)) {
      const callee = expression.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      if (TRANSLATED_CALLS.has(name)) return;
      // `serverText('… {{name}} …', { name })`: the id is the first argument.
      if (name === 'serverText' && expression.arguments[0])
        return collect(expression.arguments[0], depth + 1);
      // `translateText(language, '… {{name}} …', values)`: the error handler's own texts.
      if (name === 'translateText' && expression.arguments[1])
        return collect(expression.arguments[1], depth + 1);
      // A function of ours that picks a text: what it returns.
      const target = ts.isIdentifier(callee)
        ? resolveName(expression.getSourceFile().fileName, callee.text)
        : null;
      const declaration = target && declarationOf(target);
      const fn =
        declaration && ts.isFunctionDeclaration(declaration)
          ? declaration
          : declaration &&
              ts.isVariableDeclaration(declaration) &&
              declaration.initializer &&
              (ts.isArrowFunction(declaration.initializer) ||
                ts.isFunctionExpression(declaration.initializer))
            ? declaration.initializer
            : null;
      if (!fn?.body) return unreadable();
      if (!ts.isBlock(fn.body)) return collect(fn.body, depth + 1);
      const returns: ts.Expression[] = [];
      const findReturns = (node: ts.Node) => {
        if (ts.isFunctionLike(node)) return;
        if (ts.isReturnStatement(node) && node.expression) returns.push(node.expression);
        ts.forEachChild(node, findReturns);
      };
      ts.forEachChild(fn.body, findReturns);
      for (const returned of returns) collect(returned, depth + 1);
      return;
    }
    if (ts.isPropertyAccessExpression(expression) && ts.isIdentifier(expression.expression)) {
      const local = localDeclaration(expression.expression);
      if (local && ts.isParameter(local)) {
        const fn = local.parent;
        const spec = `${fn.parameters.indexOf(local)}.${expression.name.text}`;
        if (!register(fn, spec)) return unreadable();
        return;
      }
    }
    if (ts.isPropertyAccessExpression(expression) || ts.isElementAccessExpression(expression)) {
      const object = valueOf(expression.expression, depth + 1);
      if (ts.isPropertyAccessExpression(expression) && ts.isCallExpression(expression.expression)) {
        const callee = expression.expression.expression;
        if (ts.isIdentifier(callee) && TRANSLATED_CALLS.has(callee.text)) return;
      }
      if (!object || !ts.isObjectLiteralExpression(object)) return unreadable();
      const key = ts.isPropertyAccessExpression(expression)
        ? expression.name.text
        : ts.isStringLiteral(expression.argumentExpression)
          ? expression.argumentExpression.text
          : null;
      for (const property of object.properties) {
        if (!ts.isPropertyAssignment(property)) return unreadable();
        const propertyName =
          ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)
            ? property.name.text
            : null;
        if (key === null || propertyName === key) collect(property.initializer, depth + 1);
      }
      return;
    }
    if (ts.isIdentifier(expression)) {
      const local = localDeclaration(expression);
      if (expression.text === 'undefined') return;
      if (local && ts.isParameter(local)) {
        const fn = local.parent;
        if (!register(fn, String(fn.parameters.indexOf(local)))) return unreadable();
        if (local.initializer) collect(local.initializer, depth + 1);
        return;
      }
      const value = valueOf(expression, depth + 1);
      if (!value) return unreadable();
      return collect(value, depth + 1);
    }
    if (ts.isTemplateExpression(expression)) {
      // Parts that are constants are read; a text with variable parts must be a `serverText` id
      // with `{{name}}` placeholders instead.
      let text = expression.head.text;
      for (const span of expression.templateSpans) {
        const value = valueOf(span.expression, depth + 1);
        if (!value || !(ts.isStringLiteral(value) || ts.isNumericLiteral(value)))
          return unreadable();
        text +=
          (ts.isNumericLiteral(value) ? String(Number(value.text)) : value.text) +
          span.literal.text;
      }
      found.push({ text, ...where(expression) });
      return;
    }
    return unreadable();
  }

  /** The expression a name or `X.y` stands for, following constants and imports. */
  function valueOf(expression: ts.Expression, depth: number): ts.Expression | null {
    if (depth > 12) return null;
    if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression))
      return valueOf(expression.expression, depth + 1);
    if (ts.isSatisfiesExpression(expression)) return valueOf(expression.expression, depth + 1);
    if (
      ts.isObjectLiteralExpression(expression) ||
      ts.isStringLiteral(expression) ||
      ts.isNumericLiteral(expression)
    )
      return expression;
    if (ts.isIdentifier(expression)) {
      const local = localDeclaration(expression);
      let declaration: ts.Node | null = local;
      if (!declaration || (ts.isVariableDeclaration(declaration) && isTopLevel(declaration))) {
        const target = resolveName(expression.getSourceFile().fileName, expression.text);
        declaration = target && declarationOf(target);
      }
      if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer)
        return valueOf(declaration.initializer, depth + 1) ?? declaration.initializer;
      return null;
    }
    if (ts.isPropertyAccessExpression(expression)) {
      const object = valueOf(expression.expression, depth + 1);
      if (!object || !ts.isObjectLiteralExpression(object)) return null;
      for (const property of object.properties) {
        if (
          ts.isPropertyAssignment(property) &&
          (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) &&
          property.name.text === expression.name.text
        )
          return valueOf(property.initializer, depth + 1) ?? property.initializer;
      }
    }
    return null;
  }

  const isTopLevel = (declaration: ts.VariableDeclaration) =>
    ts.isSourceFile(declaration.parent.parent.parent);

  /** `{ error }`, `{ message }` or a text: a zod check's message. */
  function collectZodMessage(argument: ts.Expression) {
    if (ts.isObjectLiteralExpression(argument)) {
      for (const property of argument.properties) {
        if (
          ts.isPropertyAssignment(property) &&
          ts.isIdentifier(property.name) &&
          (property.name.text === 'error' || property.name.text === 'message') &&
          !ts.isArrowFunction(property.initializer)
        )
          collect(property.initializer);
      }
      return;
    }
    if (ts.isArrowFunction(argument) || ts.isFunctionExpression(argument)) return;
    if (ts.isNumericLiteral(argument) || ts.isRegularExpressionLiteral(argument)) return;
    collect(argument);
  }

  const propertyNamed = (object: ts.ObjectLiteralExpression, name: string) =>
    object.properties.find(
      (p): p is ts.PropertyAssignment | ts.ShorthandPropertyAssignment =>
        (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) &&
        ts.isIdentifier(p.name) &&
        p.name.text === name,
    );

  /** `z.string(…)`, `z.coerce.number(…)`, or the text fields of src/shared/schemas/fields.ts. */
  const isZodFactory = (callee: ts.Expression): boolean =>
    /^z\.[\w.]+$/.test(callee.getText()) ||
    (ts.isIdentifier(callee) && ['lineText', 'multiLineText'].includes(callee.text));

  /** `z.object({ message: z.string() })`: a schema's fields, not a message. */
  const isSchemaShape = (node: ts.ObjectLiteralExpression) =>
    ts.isCallExpression(node.parent) &&
    ts.isPropertyAccessExpression(node.parent.expression) &&
    ['object', 'extend', 'strictObject', 'looseObject', 'safeExtend'].includes(
      node.parent.expression.name.text,
    );

  function visit(node: ts.Node, usesZod: boolean) {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const callee = node.expression;
      const args = node.arguments ?? ts.factory.createNodeArray();
      if (ts.isIdentifier(callee)) {
        const target = resolveName(node.getSourceFile().fileName, callee.text);
        const specs = target && messageParameters.get(`${target.file}#${target.name}`);
        for (const spec of specs ?? []) {
          const [index, property] = spec.split('.');
          const argument = args[Number(index)];
          if (!argument || ts.isSpreadElement(argument)) continue;
          if (property === undefined) {
            collect(argument);
            continue;
          }
          // An options parameter passed on whole: its callers' objects hold the message.
          const local = ts.isIdentifier(argument) ? localDeclaration(argument) : undefined;
          if (local && ts.isParameter(local)) {
            const spec = `${local.parent.parameters.indexOf(local)}.${property}`;
            if (!register(local.parent, spec))
              unfollowed.push({ expression: argument.getText(), ...where(argument) });
            continue;
          }
          const object = valueOf(argument, 0);
          const assignment =
            object && ts.isObjectLiteralExpression(object) && propertyNamed(object, property);
          if (!assignment) {
            if (!object || !ts.isObjectLiteralExpression(object))
              unfollowed.push({ expression: argument.getText(), ...where(argument) });
            continue;
          }
          collect(ts.isPropertyAssignment(assignment) ? assignment.initializer : assignment.name);
        }
      }
      if (usesZod && ts.isCallExpression(node) && ts.isPropertyAccessExpression(callee)) {
        const index = ZOD_CHECKS[callee.name.text];
        const argument = index === undefined ? undefined : args[index];
        if (argument) collectZodMessage(argument);
      }
      if (usesZod && ts.isCallExpression(node) && isZodFactory(callee)) {
        // `z.string({ error })`, `z.enum(values, { error })`: an options object of a zod factory.
        for (const argument of args) {
          if (
            ts.isObjectLiteralExpression(argument) &&
            !isSchemaShape(argument) &&
            propertyNamed(argument, 'error')
          ) {
            const error = propertyNamed(argument, 'error');
            if (error && ts.isPropertyAssignment(error) && !ts.isArrowFunction(error.initializer))
              collect(error.initializer);
            if (error && ts.isShorthandPropertyAssignment(error)) collect(error.name);
          }
        }
      }
    }
    if (ts.isObjectLiteralExpression(node) && !isSchemaShape(node)) {
      const message = propertyNamed(node, 'message');
      if (message && (propertyNamed(node, 'path') || propertyNamed(node, 'code'))) {
        if (ts.isPropertyAssignment(message)) collect(message.initializer);
        else collect(message.name);
      }
    }
    ts.forEachChild(node, (child) => visit(child, usesZod));
  }

  // Following parameters finds new message functions: read again until nothing new turns up.
  let rounds = 0;
  do {
    changed = false;
    found.length = 0;
    unfollowed.length = 0;
    for (const file of files) {
      const source = sourceOf(file);
      const usesZod =
        file.includes(`${path.sep}schemas${path.sep}`) || /from 'zod'/.test(source.text);
      visit(source, usesZod);
    }
    rounds += 1;
  } while (changed && rounds < 10);
  if (changed) throw new Error('message parameters still turning up after 10 readings');

  const unique = (items: Unfollowed[]) => [
    ...new Map(
      items.map((item) => [`${item.file}:${item.line}:${item.expression}`, item]),
    ).values(),
  ];
  return { found, unfollowed: unique(unfollowed) };
}

/** An i18n key the client translates itself ('validation.required', 'invalid_id'), not a text. */
export const isMessageKey = (text: string) => /^[a-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/.test(text);
