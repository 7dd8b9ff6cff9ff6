// Taro's H5 request bundles a JSONP client; this app never asks for JSONP, so the option fails
// plainly instead of carrying the client in the first script.
export default function jsonp() {
  return Promise.reject(new Error('JSONP requests are not supported by this app'));
}
