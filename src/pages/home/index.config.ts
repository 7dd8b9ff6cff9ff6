export default definePageConfig({
  enablePullDownRefresh: true,
  backgroundTextStyle: 'light',
  backgroundColor: '#8c1c13',
  enableShareAppMessage: true,
  enableShareTimeline: true,
});
