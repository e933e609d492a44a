package tests

import (
	"net"
	"net/http"
)

// from returns the server as reached from another client address: its requests leave
// from ip, a loopback address other than 127.0.0.1 (Linux routes all of 127.0.0.0/8 to
// the loopback interface), so per-source limits see a second client without any header.
func (s *server) from(ip string) *server {
	c := *s
	dialer := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(ip)}}
	c.client = &http.Client{Transport: &http.Transport{DialContext: dialer.DialContext}}
	s.t.Cleanup(c.client.CloseIdleConnections)
	return &c
}

func (s *server) httpClient() *http.Client {
	if s.client != nil {
		return s.client
	}
	return http.DefaultClient
}
