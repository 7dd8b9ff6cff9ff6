export { default } from '@/features/account/screens/settings';
