#!/usr/bin/env node
// `npm run lint` (last step): every citation of a project document must point at something in docs/spec/.
// A comment or doc that says `SPEC §3`, `SCORING-RULES.md §1`, `COMPETITION-RULES.md §5`, `DESIGN.md` or
// DESIGN "What people expect to see" names docs/spec/<NAME>.md and, when given, its numbered section (`## 3.`)
// or its heading; a bare `§N` inside packages/competition means COMPETITION-RULES.md (its README says so).
// The convention is docs/spec/README.md's (decision 027). It also refuses a pointer to `../shared`, the folder
// beside the repository that a clone does not have (its test data excepted: that is never copied in).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const specDir = join(root, 'docs/spec');
const TEXT = /\.(?:[cm]?[jt]sx?|md|css|html|json|webmanifest)$/;
const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  'data',
  '.data',
  'coverage',
  '.git',
  '.cache',
  '.test-data',
]);

/** Each document of docs/spec: its numbered sections (`## 3. …`) and its headings (`## …`, `**…**` lines). */
function loadDocuments() {
  const documents = new Map();
  for (const name of readdirSync(specDir)) {
    if (!name.endsWith('.md') || name === 'README.md') continue;
    const text = readFileSync(join(specDir, name), 'utf8');
    const sections = new Set();
    const headings = new Set();
    for (const line of text.split('\n')) {
      const heading = /^#{1,6}\s+(.*?)\s*$/.exec(line) ?? /^\*\*(.+?)\*\*\s*$/.exec(line);
      if (!heading) continue;
      headings.add(heading[1].toLowerCase());
      const numbered = /^(\d+)\.\s/.exec(heading[1]);
      if (numbered) sections.add(Number(numbered[1]));
    }
    documents.set(name.slice(0, -3), { sections, headings });
  }
  return documents;
}

/** The files to read: what git tracks or would track (ignored ones left out), else a walk of the tree. */
function listFiles() {
  try {
    const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out.split('\0').filter((f) => f && TEXT.test(f) && f !== 'package-lock.json');
  } catch {
    const files = [];
    const walk = (dir) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) {
          if (!SKIP_DIRS.has(entry.name)) walk(join(dir, entry.name));
        } else if (TEXT.test(entry.name) && entry.name !== 'package-lock.json') {
          files.push(relative(root, join(dir, entry.name)));
        }
      }
    };
    walk(root);
    return files;
  }
}

/** Bare `§N` means this document in files under these folders. */
const DEFAULT_DOCUMENT = [['packages/competition/', 'COMPETITION-RULES']];

// A document's name: SPEC (with or without .md), or any other docs/spec name written with `.md`; then
// optionally its sections (§1, §1–§4, §4/§9, §4 and §7, §1, §3) or a quoted heading ("…").
const NAMES = /\b(SPEC(?:\.md)?|[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*\.md|DESIGN)\b/g;
const SECTIONS = /^`?(?:'s)?\s*(§\s?\d+(?:\s*(?:,|\/|–|-|and|or)\s*§\s?\d+)*)/;
const QUOTED = /^`?(?:'s)?\s*["“]([^"”\n]+)["”]/;
// Where `../shared` may be named: the records of how it was, and the page that states the rule.
const SHARED_MAY_BE_NAMED = /^docs\/(?:decisions\/|spec\/README\.md$)/;
const BARE_SECTION = /§\s?(\d+)(?:\s*[–-]\s*§\s?(\d+))?/g;
// `../shared` or /work/shared in prose (not an import such as '../../shared' or '../shared.js').
const SHARED = /(?:(?<![./])\.\.|\/work)\/shared(?:\/(?!testdata)|(?![\w./'"-]))/g;

function check() {
  const documents = loadDocuments();
  const problems = [];
  let citations = 0;
  for (const file of listFiles()) {
    if (!statSync(join(root, file), { throwIfNoEntry: false })?.isFile()) continue;
    if (file === 'scripts/check-citations.mjs') continue;
    const lines = readFileSync(join(root, file), 'utf8').split('\n');
    const bareDocument = DEFAULT_DOCUMENT.find(([dir]) => file.startsWith(dir))?.[1];
    lines.forEach((line, index) => {
      const where = `${file}:${index + 1}`;
      let rest = line;
      for (const match of line.matchAll(NAMES)) {
        const name = match[1].replace(/\.md$/, '');
        const bareDesign = match[1] === 'DESIGN';
        const after = line.slice(match.index + match[0].length);
        const sections = SECTIONS.exec(after);
        const quoted = QUOTED.exec(after);
        // Only SPEC/DESIGN are cited without `.md`; any other capitalised name needs a section or .md.
        if (bareDesign && !quoted) continue;
        const document = documents.get(name);
        if (!document) {
          // Names with .md that are not ours to check (README.md, ARCHITECTURE.md …) live elsewhere.
          if (!['SPEC', 'DESIGN'].includes(name) && !sections) continue;
          problems.push(`${where}: ${match[1]} is not a document in docs/spec/`);
          continue;
        }
        citations++;
        if (sections) {
          rest = rest.replace(sections[1], ' '.repeat(sections[1].length));
          const numbers = [...sections[1].matchAll(/\d+/g)].map((m) => Number(m[0]));
          for (const n of numbers) {
            if (!document.sections.has(n)) problems.push(`${where}: ${name}.md has no section §${n}`);
          }
        } else if (quoted && !document.headings.has(quoted[1].toLowerCase())) {
          problems.push(`${where}: ${name}.md has no heading "${quoted[1]}"`);
        }
      }
      if (bareDocument) {
        for (const match of rest.matchAll(BARE_SECTION)) {
          citations++;
          for (const n of [match[1], match[2]].filter(Boolean).map(Number)) {
            if (!documents.get(bareDocument).sections.has(n)) {
              problems.push(
                `${where}: §${n} (${bareDocument}.md, as everywhere in this package) does not exist`,
              );
            }
          }
        }
      }
      if (SHARED_MAY_BE_NAMED.test(file)) return;
      for (const match of line.matchAll(SHARED)) {
        problems.push(`${where}: "${match[0]}" is outside the repository; cite docs/spec/ instead`);
      }
    });
  }
  return { problems, citations };
}

const { problems, citations } = check();
if (problems.length > 0) {
  console.error(
    `check-citations: ${problems.length} citation(s) point at nothing (see docs/spec/README.md):`,
  );
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log(`check-citations: ${citations} citations of docs/spec, all found`);
