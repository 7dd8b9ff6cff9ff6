export default defineAppConfig({
  pages: ['pages/index/index'],
  window: { navigationBarTitleText: 'floor' },
});
