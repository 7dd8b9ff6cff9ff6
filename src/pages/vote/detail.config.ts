// A work: shared to chats and Moments; Moments opens it in single-page mode (issue #13).
export default definePageConfig({
  backgroundColor: '#f6f1ea',
  enableShareAppMessage: true,
  enableShareTimeline: true,
});
