package kernel

// QueuedNotes is how many noted events wait for a batch, for the tests to know a batch
// has formed.
func (k *Kernel) QueuedNotes() int {
	k.notes.mu.Lock()
	defer k.notes.mu.Unlock()
	return len(k.notes.queue)
}
