// @tarojs/taro must be loaded before @tarojs/test-utils-react, or the router -> taro-h5 -> router
// import circle leaves `history` undefined (taro-notes.md).
import '@tarojs/taro';
