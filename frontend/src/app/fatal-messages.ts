// the product’s error catalogue fixes these two failure screens in zh-TW. They cannot come from Fluent: they show exactly
// when the translations or the WASM core may be what failed.
export const FATAL = {
  renderMessage: '頁面載入時發生錯誤，請重新整理頁面。',
  mountTitle: '載入失敗',
  reload: '重新載入',
} as const;
