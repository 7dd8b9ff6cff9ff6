// A picture a visitor sent, small in the page and enlarged on a click (issue #29: a moderator
// sees every picture of a work under review, each at full size).
import { useState } from 'react';
import { Box, ButtonBase, Dialog, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

export function Enlargeable({ src, label }: { src: string; label: string }) {
  const [open, setOpen] = useState(false);
  const translate = useTranslate();
  return (
    <>
      <ButtonBase
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
        aria-label={translate('admin.pictures.enlarge', { name: label })}
        sx={{ borderRadius: 1, overflow: 'hidden' }}
      >
        <Box
          component="img"
          src={src}
          alt={label}
          sx={{ width: 96, height: 96, objectFit: 'cover' }}
        />
      </ButtonBase>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        onClick={(event) => event.stopPropagation()}
        maxWidth="lg"
        aria-label={label}
      >
        <DialogTitle>{label}</DialogTitle>
        <DialogContent>
          <Box
            component="img"
            src={src}
            alt={label}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: '80vh', mx: 'auto' }}
          />
        </DialogContent>
      </Dialog>
    </>
  );
}

/** A work's cover and every picture of its album, in the order sent. */
export function WorkPictures(_props: { label?: string }) {
  const work = useRecordContext();
  const translate = useTranslate();
  if (!work) return null;
  const album = (work.pictures as string[] | undefined) ?? [];
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {work.cover ? (
        <Enlargeable src={String(work.cover)} label={translate('admin.pictures.cover')} />
      ) : null}
      {album.map((src, index) => (
        <Enlargeable
          key={`${src}-${index}`}
          src={src}
          label={translate('admin.pictures.nth', { n: index + 1, total: album.length })}
        />
      ))}
    </Stack>
  );
}
