// Prints the JavaScript the dashboard's first page loads (its entry script and the modules it
// preloads), gzipped, and fails above the budget of issue 19.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const budgetKB = 250;
const html = readFileSync('dist/index.html', 'utf8');
const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
let total = 0;
for (const f of files) {
  const gz = gzipSync(readFileSync(`dist/${f}`), { level: 9 }).length;
  total += gz;
  console.log(`${(gz / 1024).toFixed(1).padStart(7)} KB  ${f}`);
}
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} KB  initial page JavaScript, gzipped (budget ${budgetKB} KB)`,
);
if (total > budgetKB * 1024) process.exit(1);
