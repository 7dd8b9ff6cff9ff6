export { default } from '@/features/account/screens/info-settings';
