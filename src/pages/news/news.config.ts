// Shared to chats and Moments (issue #20, useShare in the screen).
export default definePageConfig({
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
  backgroundColor: '#f6f1ea',
  enableShareAppMessage: true,
  enableShareTimeline: true,
  // Opened from Moments (single-page mode) WeChat draws its own bar over the page: squeezed puts
  // the page below it, so it does not cover the app's custom bar (navigationStyle 'custom').
  singlePage: { navigationBarFit: 'squeezed' },
});
