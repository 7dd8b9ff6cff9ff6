// H5 only. Taro's router draws the tab bar with its <taro-tabbar> web component, which alone kept
// Stencil's runtime (about 40 KB of script, and a virtual DOM to run) in every page's first load.
// This is the same element, the same classes (tabbar.css is Taro's own sheet) and the same
// protocol (the events Taro's tab-bar APIs send), drawn with the DOM directly. Taro's own
// `__taroSwitchTab` event has no sender in Taro 4.2.1 and is not listened to.
import {
  addLeadingSlash,
  eventCenter,
  getCurrentPage,
  stripBasename,
  stripSuffix,
} from '@tarojs/runtime';
import Taro from '@tarojs/taro';
import './tabbar.css';
// Taro's own H5 drawing corrected (its navigation bar, its dialogs): loaded with the tab bar, the
// one shim every page's router loads (a side-effect-free re-export would lose a stylesheet).
import './taro-h5.css';

const pathOf = (url) => (url || '').split('#')[0].split('?')[0];

const EVENTS = {
  __taroRouterChange: 'onRouterChange',
  __taroSetTabBarBadge: 'onSetBadge',
  __taroRemoveTabBarBadge: 'onRemoveBadge',
  __taroShowTabBarRedDotHandler: 'onShowRedDot',
  __taroHideTabBarRedDotHandler: 'onHideRedDot',
  __taroShowTabBar: 'onShow',
  __taroHideTabBar: 'onHide',
  __taroSetTabBarStyle: 'onSetStyle',
  __taroSetTabBarItem: 'onSetItem',
};

const SHOW = 0;
const HIDE = 1;
const SLIDEOUT = 2;

class TaroTabbar extends HTMLElement {
  constructor() {
    super();
    this.conf = undefined;
    this.list = [];
    this.customRoutes = [];
    this.selectedIndex = -1;
    this.status = SHOW;
    this.handlers = Object.entries(EVENTS).map(([event, method]) => [
      event,
      (options) => this[method](options),
    ]);
    this.configured = false;
  }

  connectedCallback() {
    if (!this.configured) this.configure();
    for (const [event, handler] of this.handlers) eventCenter.on(event, handler);
    this.onRouterChange();
  }

  /** Reads the tab bar of app.config once (the router sets `conf` before appending the element). */
  configure() {
    const conf = this.conf || {};
    const list = conf.list || [];
    if (!Array.isArray(list) || list.length < 2 || list.length > 5) {
      throw new Error('tabBar: 2 to 5 items');
    }
    this.homePage = addLeadingSlash(conf.homePage);
    for (const [key, paths] of Object.entries(conf.customRoutes || {})) {
      for (const alias of [].concat(paths)) {
        this.customRoutes.push([addLeadingSlash(key), addLeadingSlash(alias)]);
      }
    }
    this.list = list.map((item) => ({ ...item, pagePath: addLeadingSlash(item.pagePath) }));
    this.style_ = {
      borderStyle: conf.borderStyle,
      backgroundColor: conf.backgroundColor,
      color: conf.color,
      selectedColor: conf.selectedColor,
    };
    this.configured = true;
  }

  disconnectedCallback() {
    for (const [event, handler] of this.handlers) eventCenter.off(event, handler);
  }

  originOf(url) {
    const path = pathOf(url);
    const found = this.customRoutes.find(([, alias]) => pathOf(alias) === path);
    return stripSuffix(found ? found[0] : url, '.html');
  }

  indexOf(url) {
    const path = pathOf(url);
    return this.list.findIndex((item) => pathOf(item.pagePath) === path);
  }

  currentUrl() {
    const path = getCurrentPage(this.conf.mode, this.conf.basename);
    return decodeURI(path === '/' ? this.homePage : path);
  }

  onRouterChange(options) {
    const to = options && options.toLocation && options.toLocation.path;
    const current =
      typeof to === 'string'
        ? stripBasename(addLeadingSlash(to || this.homePage), this.conf.basename || '/') || '/'
        : this.currentUrl();
    this.selectedIndex = this.indexOf(this.originOf(current));
    this.render();
  }

  select(index) {
    const item = this.list[index];
    const page = Taro.getCurrentPages().shift();
    if (page && typeof page.onTabItemTap === 'function') {
      page.onTabItemTap({ index, pagePath: item.pagePath, text: item.text });
    }
    this.selectedIndex = index;
    this.render();
    Taro.switchTab({ url: item.pagePath });
  }

  updateItem(name, index, change, successHandler, errorHandler) {
    if (!(index in this.list)) {
      errorHandler({ errMsg: `${name}:fail tabbar item not found` });
      return;
    }
    Object.assign(this.list[index], change);
    this.render();
    successHandler({ errMsg: `${name}:ok` });
  }

  onSetBadge({ index, text, successHandler, errorHandler }) {
    const change = { showRedDot: false, badgeText: text };
    this.updateItem('setTabBarBadge', index, change, successHandler, errorHandler);
  }

  onRemoveBadge({ index, successHandler, errorHandler }) {
    const change = { badgeText: null };
    this.updateItem('removeTabBarBadge', index, change, successHandler, errorHandler);
  }

  onShowRedDot({ index, successHandler, errorHandler }) {
    const change = { badgeText: null, showRedDot: true };
    this.updateItem('showTabBarRedDot', index, change, successHandler, errorHandler);
  }

  onHideRedDot({ index, successHandler, errorHandler }) {
    const change = { showRedDot: false };
    this.updateItem('hideTabBarRedDot', index, change, successHandler, errorHandler);
  }

  onSetItem({ index, iconPath, selectedIconPath, text, successHandler, errorHandler }) {
    const change = {};
    if (iconPath) change.iconPath = iconPath;
    if (selectedIconPath) change.selectedIconPath = selectedIconPath;
    if (text) change.text = text;
    this.updateItem('setTabBarItem', index, change, successHandler, errorHandler);
  }

  onShow({ successHandler }) {
    this.status = SHOW;
    this.render();
    successHandler({ errMsg: 'showTabBar:ok' });
  }

  onHide({ animation, successHandler }) {
    this.status = animation ? SLIDEOUT : HIDE;
    this.render();
    successHandler({ errMsg: 'hideTabBar:ok' });
  }

  onSetStyle({ color, selectedColor, backgroundColor, borderStyle, successHandler }) {
    const style = this.style_;
    if (backgroundColor) style.backgroundColor = backgroundColor;
    if (borderStyle) style.borderStyle = borderStyle;
    if (color) style.color = color;
    if (selectedColor) style.selectedColor = selectedColor;
    this.render();
    successHandler({ errMsg: 'setTabBarStyle:ok' });
  }

  render() {
    const position = this.nextElementSibling ? 'top' : 'bottom';
    const hidden = this.selectedIndex === -1 || this.status === HIDE;
    setClass(
      this,
      [
        'taro-tabbar__tabbar',
        `taro-tabbar__tabbar-${position}`,
        hidden ? 'taro-tabbar__tabbar-hide' : '',
        this.status === SLIDEOUT ? 'taro-tabbar__tabbar-slideout' : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
    const style = this.style_;
    let bar = this.firstElementChild;
    if (!bar) {
      bar = document.createElement('nav');
      bar.addEventListener('click', (event) => {
        const link = event.target.closest('a[data-index]');
        if (!link) return;
        event.preventDefault();
        this.select(Number(link.dataset.index));
      });
      bar.style.height = 'inherit';
      this.appendChild(bar);
    }
    setClass(bar, `weui-tabbar taro-tabbar__border-${style.borderStyle || 'black'}`);
    if (bar.style.backgroundColor !== (style.backgroundColor || '')) {
      bar.style.backgroundColor = style.backgroundColor || '';
    }
    // Each tab is built once and then patched: the router, the language and the badges call
    // render() several times while the first page starts, and each rebuild cost main-thread time.
    while (bar.children.length > this.list.length) bar.lastElementChild.remove();
    this.list.forEach((item, index) => {
      const link = bar.children[index] || bar.appendChild(createTab(index));
      const [iconBox, label] = link.children;
      const [icon, badge] = iconBox.children;
      const selected = index === this.selectedIndex;
      if (link.getAttribute('href') !== item.pagePath) link.setAttribute('href', item.pagePath);
      setClass(link, selected ? 'weui-tabbar__item weui-bar__item_on' : 'weui-tabbar__item');
      if (selected) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
      const src = selected ? item.selectedIconPath : item.iconPath;
      if (icon.getAttribute('src') !== src) icon.setAttribute('src', src);
      const color = (selected ? style.selectedColor : style.color) || '';
      if (label.style.color !== color) label.style.color = color;
      if (label.textContent !== item.text) label.textContent = item.text;
      const badgeClass = item.badgeText
        ? 'weui-badge taro-tabbar-badge'
        : item.showRedDot
          ? 'weui-badge weui-badge_dot'
          : '';
      if (!badgeClass) badge?.remove();
      else {
        const shown = badge || iconBox.appendChild(document.createElement('span'));
        setClass(shown, badgeClass);
        const text = item.badgeText || '';
        if (shown.textContent !== text) shown.textContent = text;
      }
    });
  }
}

function setClass(element, className) {
  if (element.className !== className) element.className = className;
}

/** One tab's elements: a link holding the icon box (icon, optional badge) and the label. */
function createTab(index) {
  const link = document.createElement('a');
  link.dataset.index = String(index);
  const iconBox = document.createElement('span');
  iconBox.className = 'taro-tabbar__icon-box';
  const icon = document.createElement('img');
  icon.className = 'weui-tabbar__icon';
  icon.alt = '';
  icon.width = 27;
  icon.height = 27;
  iconBox.appendChild(icon);
  const label = document.createElement('p');
  label.className = 'weui-tabbar__label';
  link.append(iconBox, label);
  return link;
}

export function defineCustomElement() {
  if (typeof customElements !== 'undefined' && !customElements.get('taro-tabbar')) {
    customElements.define('taro-tabbar', TaroTabbar);
  }
}
