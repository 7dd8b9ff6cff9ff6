import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js';
import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js';

/** The same React proxy Taro's lib/react builds for a web component, one module per component. */
export const wrap = (tag, define) =>
  createReactComponent(tag, undefined, manipulatePropsFunction, define);
