import { analyzeUrl } from '../../../src/core';
import { adversarialUrls, idnUrls, ordinaryUrls, v2SameSiteUrls } from '../../fixtures/urls';

// Run the unit-test tables through the browser's own URL parser (the one that matters in
// production); the test compares the codes with the expectations written for the spec parser.
const cases = [...adversarialUrls, ...idnUrls, ...v2SameSiteUrls, ...ordinaryUrls.map((url) => ({ name: url, url, codes: [], blocked: false, serverUrl: undefined }))];
void Promise.all(
  cases.map(async ({ name, url, codes, blocked, serverUrl }) => {
    const analysis = await analyzeUrl(url, { serverUrl });
    return {
      name,
      expected: { codes: [...codes].sort(), canOpen: !blocked },
      actual: { codes: analysis.warnings.map((w) => w.code).sort(), canOpen: analysis.canOpen },
    };
  }),
).then((results) => {
  (window as unknown as { analysisResults: unknown }).analysisResults = results;
});
