// Shared to chats and Moments (issue #13, useShare in the screen).
export default definePageConfig({
  enableShareAppMessage: true,
  enableShareTimeline: true,
});
