export default definePageConfig({
  backgroundColor: '#f6f1ea',
});
