export { default } from '@/features/account/screens/forget-password';
