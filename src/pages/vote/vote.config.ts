// The contest tab: shared to chats and Moments (issue #13, useShare in the screen).
export default definePageConfig({
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
  backgroundColor: '#f6f1ea',
  enableShareAppMessage: true,
  enableShareTimeline: true,
});
