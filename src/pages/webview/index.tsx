export { default } from '@/features/content/screens/webview';
