// The repository explains itself: it never points at documents a reader cannot open, and what its
// documents name in backticks (paths, symbols, variables, tables) exists in the tree.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Tracked files (what a clone has), repository-relative with forward slashes. */
export function trackedFiles(root: string) {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
}

// Written in pieces so that this file does not match its own patterns.
const OUTSIDE = [
  { pattern: new RegExp(`\\b${'is'}sue #?\\d+`, 'i'), what: 'an issue number' },
  {
    pattern: new RegExp(`${'SP'}EC(?:'s)? ${'§'}|${'spe'}c ${'§'}`, 'i'),
    what: 'a section of the original spec',
  },
  { pattern: new RegExp(`\\b${'DECI'}SIONS\\b`), what: 'the decisions document' },
  { pattern: new RegExp(`${'§'}\\s?\\d`), what: 'a numbered section of a document outside the repository' },
];

/** Each line of `files` that points at an issue, the original spec or its decisions document. */
export function findOutsideReferences(files: { path: string; text: string }[]) {
  return files.flatMap(({ path: file, text }) =>
    text.split('\n').flatMap((line, index) => {
      const found = OUTSIDE.find(({ pattern }) => pattern.test(line));
      return found ? [`${file}:${index + 1}: names ${found.what}: ${line.trim().slice(0, 120)}`] : [];
    }),
  );
}

/** Inline code spans of a Markdown text, fenced blocks (trees, commands) aside. */
export function inlineCode(markdown: string) {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] as string);
}

const PATH = /^\.{0,2}[\w][\w.@<>*{},-]*(\/[\w.@<>*{},-]*)+$|^[\w-]+\.(ts|tsx|mjs|md|json|css|html|sh)$/;
// camelCase, PascalCase with a second capital, snake_case and SCREAMING_CASE: names, not words.
const SYMBOL = /^(?:[a-z]+[A-Z]\w*|[A-Z][a-z0-9]+[A-Z]\w*|[A-Za-z][a-z0-9]*_\w+|[A-Z][A-Z0-9]*_[A-Z0-9_]+)$/;

/** Names the documents take from outside the tree: PostgreSQL's settings. */
const OUTSIDE_NAMES = new Set(['max_connections', 'max_prepared_statements']);

/** `features/<f>/data/*.ts` as a pattern over tracked paths (a placeholder stands for one name). */
function pathPattern(token: string) {
  const trimmed = token.replace(/^\.\//, '').replace(/\/$/, '');
  const source = trimmed
    .split(/(<[^>]+>|\*|\{[^}]*\})/)
    .map((part) => {
      if (/^<[^>]+>$/.test(part) || part === '*') return '[^/]+';
      if (/^\{[^}]*\}$/.test(part)) return `(?:${part.slice(1, -1).split(',').map(escapeRegExp).join('|')})`;
      return escapeRegExp(part);
    })
    .join('');
  return new RegExp(`(^|/)${source}(/|$)`);
}
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every backticked path that no tracked file or folder ends with, and every backticked symbol
 * that no source file (documents aside) contains as a word.
 */
export function findMissingNames(
  docs: { path: string; text: string }[],
  tracked: string[],
  sourceWords: Set<string>,
) {
  const folders = new Set(tracked.flatMap((file) => file.split('/').slice(0, -1)));
  return docs.flatMap(({ path: doc, text }) =>
    inlineCode(text).flatMap((span) => {
      const token = span.trim().replace(/\(\)$/, '');
      if (token.startsWith('/') || /\s/.test(token) || /^https?:/.test(token)) return [];
      if (PATH.test(token)) {
        // A path in the running app's data folder or another project's tree is not this tree's.
        const first = token.replace(/^\.\//, '').split('/')[0] as string;
        if (token.includes('/') && !folders.has(first)) return [];
        const pattern = pathPattern(token);
        return tracked.some((file) => pattern.test(file))
          ? []
          : [`${doc}: \`${span}\` is no file or folder in the tree`];
      }
      if (token.startsWith('@') || OUTSIDE_NAMES.has(token)) return [];
      const names = token.split('.').filter((part) => SYMBOL.test(part));
      return names
        .filter((name) => !sourceWords.has(name))
        .map((name) => `${doc}: \`${span}\` names ${name}, found nowhere in the code`);
    }),
  );
}

/** Every word of the tracked source files (Markdown aside): what a backticked symbol must be among. */
export function sourceWordsOf(root: string, tracked: string[]) {
  const words = new Set<string>();
  for (const file of tracked) {
    if (!/\.(ts|tsx|mjs|js|cjs|json|sh|css|html|sql)$|(^|\/)\.env\.example$|(^|\/)run$/.test(file)) continue;
    if (file === 'package-lock.json') continue;
    for (const word of readFileSync(path.join(root, file), 'utf8').match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? [])
      words.add(word);
  }
  return words;
}
