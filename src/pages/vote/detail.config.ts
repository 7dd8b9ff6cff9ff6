// A work: shared to chats and Moments; Moments opens it in single-page mode (issue #13).
export default definePageConfig({
  backgroundColor: '#f6f1ea',
  enableShareAppMessage: true,
  enableShareTimeline: true,
  // Opened from Moments (single-page mode) WeChat draws its own bar over the page: squeezed puts
  // the page below it, so it does not cover the app's custom bar (navigationStyle 'custom').
  singlePage: { navigationBarFit: 'squeezed' },
});
