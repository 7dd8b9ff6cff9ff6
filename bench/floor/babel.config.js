// As `taro init` writes it (and as the product's own is).
module.exports = {
  presets: [['taro', { framework: 'react', ts: true, compiler: 'webpack5' }]],
};
