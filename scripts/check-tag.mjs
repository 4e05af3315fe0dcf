#!/usr/bin/env node
// The release workflow's first check: a release tag must be "v" + package.json's version.
//
//   node scripts/check-tag.mjs vX.Y.Z
//
// Exit code 0 when it matches; otherwise a message naming both and exit code 1 (2 for no tag).
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** The problem with a tag, or null when it is "v" + the version. */
export function tagProblem(tag, version) {
  if (tag === `v${version}`) return null;
  return `the release tag "${tag}" does not match package.json's version ${version}: tag the release v${version}, or change package.json's version first`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const tag = process.argv[2];
  if (!tag) {
    console.error("check-tag: usage: node scripts/check-tag.mjs vX.Y.Z");
    process.exitCode = 2;
  } else {
    const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
    const problem = tagProblem(tag, version);
    if (problem) {
      console.error(`check-tag: ${problem}`);
      process.exitCode = 1;
    } else {
      console.log(`check-tag: ${tag} matches package.json's version`);
    }
  }
}
