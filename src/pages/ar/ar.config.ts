export default definePageConfig({
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
  backgroundColor: '#f6f1ea',
});
