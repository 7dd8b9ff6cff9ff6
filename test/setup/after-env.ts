beforeEach(() => {
  window.localStorage.clear();
});
