// Answers a file of cases ({op, input} as in the shared vectors) through the WASM build and prints
// the answers as one JSON array, for core-wasm/tests/vectors.rs to compare with the native ones.
// Usage: node tests/vectors/tiers.mjs <cases.json>
import { readFileSync } from "node:fs";
import { ops } from "./ops.mjs";

const cases = JSON.parse(readFileSync(process.argv[2], "utf8"));
const answers = cases.map((c) => {
  try {
    return ops[c.op](c.input);
  } catch (e) {
    return { thrown: String(e) };
  }
});
process.stdout.write(JSON.stringify(answers));
