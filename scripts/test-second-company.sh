#!/usr/bin/env bash
# Builds the site for a second, fictitious company (its company folder, tests/fixtures/second-company/)
# into the normal build directory, as a release build (npm run build:release: no example value,
# and its legal texts as recorded in its legal-versions/<its NIT>/, which passes on any day while
# the texts are unchanged), and runs the end-to-end suite against it. The specs read the same
# company folder through src/config/site.ts, so they expect that company's name, phone, e-mail,
# URLs and lab route: green here proves a rebrand needs no test edits.
# Usage: bash scripts/test-second-company.sh [extra playwright arguments]
# Afterwards build/ holds that company's site; `npm start` or `npm run build` rebuilds the default.
set -euo pipefail
cd "$(dirname "$0")/.."

export SITE_COMPANY_DIR=tests/fixtures/second-company

npm run build:release
# Only the specs that read the company's data, in Chromium (tests/e2e/suites.ts): the server
# specs and the others are proved once, for the default company, by npm run test:ci.
specs="$(./node_modules/.bin/node tests/e2e/suites.ts company)"
# shellcheck disable=SC2086 # one path per word, none with a space
npx playwright test --project=chromium $specs "$@"
