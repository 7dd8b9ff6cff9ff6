export { default } from '@/features/account/screens/my-info';
