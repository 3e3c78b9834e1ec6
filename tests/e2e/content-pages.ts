// The content pages of issue 5 (one article stands for every /articles/{id} in the axe run).
export const CONTENT_PAGES = [
  '/services', '/lipoma', '/cyst', '/tumor', '/cases', '/videos', '/doctor', '/about', '/faq', '/fees', '/global-influence',
  '/international', '/patient-community', '/youtube-integration', '/contact', '/articles', '/articles/what-is-a-lipoma',
  '/articles/patient-story-20cm-lipoma-3cm-incision',
];
