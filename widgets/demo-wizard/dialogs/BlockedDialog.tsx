/** The suspicious-activity dialog shown on a blacklist answer (spec sections 2 and 8), with one acknowledge button. */
import { useRef } from 'react';
import { Dialog, DialogActions, dialogButtonClass } from '../../runtime/Dialog';
import { useWidgetT } from '../../runtime/define';

export interface BlockedDialogProps {
  open: boolean;
  onClose: () => void;
}

export function BlockedDialog({ open, onClose }: BlockedDialogProps) {
  const t = useWidgetT('demo-dialogs');
  const acknowledge = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      tone="danger"
      initialFocus={acknowledge}
      title={t('blocked.title')}
      description={<p className="m-0">{t('blocked.message')}</p>}
    >
      <DialogActions>
        <button ref={acknowledge} type="button" onClick={onClose} className={dialogButtonClass.primary}>
          {t('blocked.acknowledge')}
        </button>
      </DialogActions>
    </Dialog>
  );
}
