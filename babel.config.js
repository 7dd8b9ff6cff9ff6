// babel-preset-taro picks the React JSX runtime and the platform transforms for each target.
module.exports = {
  presets: [['taro', { framework: 'react', ts: true, compiler: 'webpack5' }]],
};
